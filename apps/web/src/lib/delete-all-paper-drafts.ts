import { paperDraftKeyPrefix } from './paper-draft-key';

/**
 * Forgets every paper draft this browser holds. On sign-out, so that nothing of a paper stays behind
 * on a shared computer, whoever's session wrote it. Kept apart from paper-draft.ts, which needs zod:
 * sign-out is in the first page's bundle.
 */
export function deleteAllPaperDrafts(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(paperDraftKeyPrefix)) storage.removeItem(key);
}
