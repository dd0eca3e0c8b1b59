import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@venuescout/contracts';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { apiClient } from '../../../lib/api-client';

/** Asks for a reset e-mail. The server answers the same whether or not the account exists. */
export function requestPasswordReset(input: ForgotPasswordInput) {
  return apiClient.post(
    '/api/auth/request-password-reset',
    { ...input, redirectTo: paths.resetPassword },
    z.unknown(),
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
