import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@venuescout/contracts';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/query-keys';

/** Signs in with e-mail and password; the server answers with an httpOnly session cookie. */
export function signIn(input: SignInInput) {
  return apiClient.post('/api/auth/sign-in/email', input, z.unknown());
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Returning the refetch keeps the mutation pending until the app knows who is signed in, so a
    // protected page reached next never sees the stale signed-out state.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
