import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@venuescout/contracts';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { apiClient } from '../../../lib/api-client';
import { deleteAllPaperDrafts } from '../../../lib/delete-all-paper-drafts';

/**
 * Deletes the account and everything stored about it, the paper drafts in this browser included; the
 * user types their e-mail and password.
 */
export function deleteAccount(input: DeleteAccountInput) {
  return apiClient.delete('/api/account', z.null(), input);
}

/** Where a deleted account lands: the sign-in page, saying the account is gone. */
const accountDeletedPath = `${paths.login}?deleted=1`;

/**
 * Deletes the account, then loads the sign-in page afresh, as signing out does. A full load, not a
 * client-side navigation: the profile page, signed out before the navigation committed, would bounce
 * to its own sign-in redirect, and the header kept showing the user from the cache; a new page holds
 * nothing of the deleted account.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      deleteAllPaperDrafts(window.localStorage);
      window.location.assign(accountDeletedPath);
    },
  });
}
