import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiClient } from '../../../lib/api-client';
import { deleteAllPaperDrafts } from '../../../lib/delete-all-paper-drafts';

/** Ends the session on the server, which clears the cookie. The answer's body carries nothing we use. */
export function signOut() {
  return apiClient.post('/api/auth/sign-out', {}, { parse: () => undefined });
}

/**
 * Signs out and loads the landing page afresh. A full load, not a client-side navigation: a protected
 * page that re-rendered signed out before the navigation committed would bounce through /login (seen
 * under load), and nothing the previous user loaded stays in the page's memory. Unfinished papers
 * kept in the browser go too.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      deleteAllPaperDrafts(window.localStorage);
      window.location.assign(paths.home);
    },
  });
}
