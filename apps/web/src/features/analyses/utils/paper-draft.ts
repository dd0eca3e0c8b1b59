import { limits, type PaperInput } from '@venuescout/contracts';
import { z } from 'zod';
import { paperDraftKey as draftKey } from '../../../lib/paper-draft-key';

// The paper's own limits: a draft never holds more than the wizard would let anyone submit.
const bounds = { title: 300, theme: 200, abstract: 5000, keyword: 60 } as const;

const PaperDraftSchema = z.object({
  title: z.string().max(bounds.title),
  theme: z.string().max(bounds.theme),
  abstract: z.string().max(bounds.abstract),
  keywords: z.array(z.string().max(bounds.keyword)).max(limits.maxKeywords),
});

const isEmpty = (paper: PaperInput) =>
  paper.title.trim() === '' &&
  paper.theme.trim() === '' &&
  paper.abstract.trim() === '' &&
  paper.keywords.length === 0;

/** The user's unfinished paper in this browser, or null when there is none (or it is unreadable). */
export function findPaperDraft(storage: Storage, userId: string): PaperInput | null {
  const stored = storage.getItem(draftKey(userId));
  if (stored === null) return null;
  try {
    const result = PaperDraftSchema.safeParse(JSON.parse(stored));
    if (result.success && !isEmpty(result.data)) return result.data;
  } catch {
    // Not JSON: someone else's value under our key, or a cut-off write; it is dropped below.
  }
  storage.removeItem(draftKey(userId));
  return null;
}

/** Keeps the paper as typed so far, cut to the paper's limits; an empty paper leaves no draft. */
export function updatePaperDraft(storage: Storage, userId: string, paper: PaperInput): void {
  if (isEmpty(paper)) {
    storage.removeItem(draftKey(userId));
    return;
  }
  const bounded = {
    title: paper.title.slice(0, bounds.title),
    theme: paper.theme.slice(0, bounds.theme),
    abstract: paper.abstract.slice(0, bounds.abstract),
    keywords: paper.keywords.slice(0, limits.maxKeywords).map((keyword) => keyword.slice(0, bounds.keyword)),
  };
  try {
    storage.setItem(draftKey(userId), JSON.stringify(bounded));
  } catch {
    // Storage full or refused (private mode): the wizard still works, only without a draft.
  }
}

/** Forgets the user's draft: the paper was submitted, or they chose to start over. */
export function deletePaperDraft(storage: Storage, userId: string): void {
  storage.removeItem(draftKey(userId));
}
