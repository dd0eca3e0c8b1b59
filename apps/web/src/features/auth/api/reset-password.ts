import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** Sets a new password with the token from the reset e-mail. */
export function resetPassword(input: { newPassword: string; token: string }) {
  return apiClient.post('/api/auth/reset-password', input, z.unknown());
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
