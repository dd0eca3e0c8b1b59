import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { apiClient } from '../../../lib/api-client';
import { meQueryKey } from './find-me';

/** Ends the session on the server, which clears the cookie. The answer's body carries nothing we use. */
export function signOut() {
  return apiClient.post('/api/auth/sign-out', {}, { parse: () => undefined });
}

/** Signs out and goes to the landing page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Leave the protected page first: refreshing the session there would bounce through /login.
      await navigate(paths.home);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
