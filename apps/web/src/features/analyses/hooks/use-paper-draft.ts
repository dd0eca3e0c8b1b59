import type { PaperInput } from '@venuescout/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { deletePaperDraft, updatePaperDraft } from '../utils/paper-draft';

/** Typing pauses this long before the draft is written; leaving the page writes it at once. */
const saveDelayMs = 400;

/**
 * Keeps the user's unfinished paper in this browser as they type (`flush` writes a pending change at
 * once), and forgets it on request.
 */
export function usePaperDraft(userId: string) {
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<PaperInput | null>(null);
  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    if (pending.current === null) return;
    updatePaperDraft(window.localStorage, userId, pending.current);
    pending.current = null;
  }, [userId]);
  // A reload or a closed tab within the delay would otherwise lose the last words typed.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);
  const save = useCallback(
    (paper: PaperInput) => {
      pending.current = paper;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, saveDelayMs);
    },
    [flush],
  );
  const discard = useCallback(() => {
    pending.current = null;
    window.clearTimeout(timer.current);
    deletePaperDraft(window.localStorage, userId);
  }, [userId]);
  return { save, flush, discard };
}
