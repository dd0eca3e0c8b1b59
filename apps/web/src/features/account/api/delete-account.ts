import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@venuescout/contracts';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { deleteAllPaperDrafts } from '../../../lib/delete-all-paper-drafts';

/**
 * Deletes the account and everything stored about it, the paper drafts in this browser included; the
 * user types their e-mail and password.
 */
export function deleteAccount(input: DeleteAccountInput) {
  return apiClient.delete('/api/account', z.null(), input);
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      deleteAllPaperDrafts(window.localStorage);
      queryClient.clear();
    },
  });
}
