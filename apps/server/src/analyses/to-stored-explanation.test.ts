import { describe, expect, it, vi } from 'vitest';
import { makeSimilarPaper } from '../../test/analysis-factory.ts';
import { createLogger } from '../lib/logger.ts';
import { toStoredExplanation } from './to-stored-explanation.ts';

const explanation = { terms: ['congestion control'], areas: ['Networking'] };

describe('toStoredExplanation', () => {
  it('reads an explanation without similar papers, as the matcher gave before them, as having none', () => {
    expect(toStoredExplanation(explanation, createLogger('silent'))).toEqual({
      ...explanation,
      similarPapers: [],
    });
  });

  it('keeps valid similar papers in order, trimmed, and at most three', () => {
    const papers = [1, 2, 3, 4].map((n) => makeSimilarPaper({ title: ` Paper ${n} ` }));
    const stored = toStoredExplanation({ ...explanation, similarPapers: papers }, createLogger('silent'));
    expect(stored.similarPapers.map((paper) => paper.title)).toEqual(['Paper 1', 'Paper 2', 'Paper 3']);
  });

  it.each([
    ['a script link', { url: 'javascript:alert(1)' }],
    ['a plain http link', { url: 'http://dblp.org/rec/conf/x/Y' }],
    ['an abstract-length title', { title: 'word '.repeat(200) }],
    ['no year', { year: undefined }],
  ])('drops a similar paper with %s, warns, and keeps the others', (_case, change) => {
    const logger = createLogger('silent');
    const warn = vi.spyOn(logger, 'warn');
    const good = makeSimilarPaper({ title: 'Kept' });
    const stored = toStoredExplanation(
      { ...explanation, similarPapers: [{ ...makeSimilarPaper(), ...change }, good] },
      logger,
    );
    expect(stored.similarPapers).toEqual([good]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('treats similar papers that are not a list as none', () => {
    const stored = toStoredExplanation({ ...explanation, similarPapers: 'none' }, createLogger('silent'));
    expect(stored.similarPapers).toEqual([]);
  });
});
