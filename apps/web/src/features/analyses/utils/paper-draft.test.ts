import type { PaperInput } from '@venuescout/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteAllPaperDrafts } from '../../../lib/delete-all-paper-drafts';
import { paperDraftKey } from '../../../lib/paper-draft-key';
import { deletePaperDraft, findPaperDraft, updatePaperDraft } from './paper-draft';

const paper: PaperInput = {
  title: 'Protein folding',
  theme: 'Bioinformatics',
  abstract: 'We fold proteins.',
  keywords: ['protein'],
};
const empty: PaperInput = { title: '', theme: '', abstract: '', keywords: [] };

beforeEach(() => {
  window.localStorage.clear();
});

describe('paper drafts', () => {
  it('gives back the paper kept for the same user, and nothing to another user', () => {
    updatePaperDraft(window.localStorage, 'user-1', paper);
    expect(findPaperDraft(window.localStorage, 'user-1')).toEqual(paper);
    expect(findPaperDraft(window.localStorage, 'user-2')).toBeNull();
  });

  it('cuts what it keeps to the paper limits', () => {
    updatePaperDraft(window.localStorage, 'user-1', {
      title: 't'.repeat(400),
      theme: 'h'.repeat(250),
      abstract: 'a'.repeat(6000),
      keywords: ['k'.repeat(80), 'b', 'c', 'd', 'e', 'f'],
    });
    expect(findPaperDraft(window.localStorage, 'user-1')).toEqual({
      title: 't'.repeat(300),
      theme: 'h'.repeat(200),
      abstract: 'a'.repeat(5000),
      keywords: ['k'.repeat(60), 'b', 'c', 'd', 'e'],
    });
  });

  it.each([
    ['not JSON', '{"title": '],
    ['the wrong shape', '{"title": 3}'],
    ['over the limits', JSON.stringify({ ...paper, keywords: ['a', 'b', 'c', 'd', 'e', 'f'] })],
    ['an empty paper', JSON.stringify(empty)],
  ])('drops a stored value that is %s', (_, stored) => {
    window.localStorage.setItem(paperDraftKey('user-1'), stored);
    expect(findPaperDraft(window.localStorage, 'user-1')).toBeNull();
    expect(window.localStorage.getItem(paperDraftKey('user-1'))).toBeNull();
  });

  it('keeps no draft of an empty paper, and forgets one on request', () => {
    updatePaperDraft(window.localStorage, 'user-1', paper);
    updatePaperDraft(window.localStorage, 'user-1', empty);
    expect(window.localStorage.length).toBe(0);
    updatePaperDraft(window.localStorage, 'user-1', paper);
    deletePaperDraft(window.localStorage, 'user-1');
    expect(findPaperDraft(window.localStorage, 'user-1')).toBeNull();
  });

  it("forgets every user's draft on sign-out and leaves other values alone", () => {
    updatePaperDraft(window.localStorage, 'user-1', paper);
    updatePaperDraft(window.localStorage, 'user-2', paper);
    window.localStorage.setItem('other-setting', 'kept');
    deleteAllPaperDrafts(window.localStorage);
    expect(findPaperDraft(window.localStorage, 'user-1')).toBeNull();
    expect(findPaperDraft(window.localStorage, 'user-2')).toBeNull();
    expect(window.localStorage.getItem('other-setting')).toBe('kept');
  });
});
