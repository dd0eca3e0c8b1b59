import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@venuescout/contracts';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { apiClient } from '../../../lib/api-client';
import { getEmailLocalPart } from '../../../lib/get-email-local-part';

/** Creates an account and sends the confirmation e-mail; the user stays signed out until they confirm. */
export function signUp(input: RegisterInput) {
  return apiClient.post(
    '/api/auth/sign-up/email',
    { ...input, name: getEmailLocalPart(input.email), callbackURL: paths.dashboard },
    z.unknown(),
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
