import { describe, expect, it } from 'vitest';
import type { Matcher } from '../match/create-matcher.ts';
import type { MatchOptions, MatchResult } from '../match/match-types.ts';
import type { PaperInput } from '../types.ts';
import type { FlagshipCase } from './flagship-papers.ts';
import { measureFlagships } from './measure-flagships.ts';

// A fake matcher that ranks the venues listed for a title, in that order; a paper with an abstract
// gets the ranking under 'with abstract', so a test can tell which input the matcher saw.
function fakeMatcher(rankings: Record<string, string[]>) {
  const calls: [PaperInput, MatchOptions | undefined][] = [];
  const match = (paper: PaperInput, options?: MatchOptions): MatchResult => {
    calls.push([paper, options]);
    const ids = rankings[paper.abstract ? 'with abstract' : (paper.title ?? '')] ?? [];
    return {
      researchAreas: [],
      coverage: {
        level: 'strong',
        reason: null,
        field: null,
        venuesWithPapers: 0,
        papers: 0,
        unfamiliarTerms: [],
      },
      venues: ids.map((venueId) => ({
        venueId,
        relevance: 0,
        score: 0,
        evidence: { level: 'papers', papers: 1 },
        explanation: { terms: [], areas: [], similarPapers: [] },
      })),
    };
  };
  return { match, calls } satisfies Pick<Matcher, 'match'> & { calls: unknown };
}

const flagship = (field: string, accepted: string[]): FlagshipCase => ({
  field,
  paper: { title: field, abstract: `An abstract about ${field}.`, keywords: [field] },
  accepted,
});

const ranking = Array.from({ length: 12 }, (_, i) => `conf/v${i + 1}`);

describe('measureFlagships', () => {
  it.each([
    { accepted: ['conf/v1'], bestRank: 1, bestVenueId: 'conf/v1' },
    { accepted: ['conf/v9', 'conf/v3'], bestRank: 3, bestVenueId: 'conf/v3' },
    { accepted: ['conf/v11', 'conf/v4'], bestRank: 4, bestVenueId: 'conf/v4' },
    { accepted: ['conf/v12'], bestRank: 12, bestVenueId: 'conf/v12' },
    { accepted: ['conf/absent'], bestRank: Infinity, bestVenueId: null },
  ])('ranks the best-placed of $accepted at $bestRank', ({ accepted, bestRank, bestVenueId }) => {
    const { rows } = measureFlagships(fakeMatcher({ 'with abstract': ranking }), [flagship('f', accepted)]);
    expect(rows).toEqual([{ field: 'f', bestRank, bestVenueId, top3: ['conf/v1', 'conf/v2', 'conf/v3'] }]);
  });

  it('reports the share of cases with an accepted venue in the top 3 and in the top 10', () => {
    const cases = [['conf/v2'], ['conf/v3'], ['conf/v4'], ['conf/v10'], ['conf/v11'], ['conf/absent']].map(
      (accepted, i) => flagship(`field ${i}`, accepted),
    );
    const { summary } = measureFlagships(fakeMatcher({ 'with abstract': ranking }), cases);
    expect(summary).toEqual({ cases: 6, top3Share: 2 / 6, top10Share: 4 / 6 });
  });

  it('matches the title alone when asked, and the whole paper otherwise, without explanations', () => {
    const matcher = fakeMatcher({ 'with abstract': ['conf/v5', 'conf/v1'], graphics: ['conf/v1'] });
    const cases = [flagship('graphics', ['conf/v1'])];
    expect(measureFlagships(matcher, cases).rows[0]!.bestRank).toBe(2);
    expect(measureFlagships(matcher, cases, { titleOnly: true }).rows[0]!.bestRank).toBe(1);
    expect(matcher.calls).toEqual([
      [cases[0]!.paper, { explain: false }],
      [{ title: 'graphics' }, { explain: false }],
    ]);
  });

  it('gives zero shares for an empty table instead of dividing by zero', () => {
    expect(measureFlagships(fakeMatcher({}), []).summary).toEqual({ cases: 0, top3Share: 0, top10Share: 0 });
  });
});
