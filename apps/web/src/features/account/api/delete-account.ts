import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** Deletes the account and everything stored about it; the user must type their e-mail. */
export function deleteAccount(confirmEmail: string) {
  return apiClient.delete('/api/account', z.null(), { confirmEmail });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => queryClient.clear() });
}
