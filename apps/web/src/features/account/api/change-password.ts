import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@venuescout/contracts';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** Changes the password; the server signs every other session out. */
export function changePassword(input: ChangePasswordInput) {
  return apiClient.post('/api/auth/change-password', input, z.unknown());
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
