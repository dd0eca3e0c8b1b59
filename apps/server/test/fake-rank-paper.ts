import type { RankPaper } from '../src/submissions/rank-paper.ts';

/** A stand-in for the matching engine: ranks the given venue ids in order, with falling relevance. */
export function fakeRankPaper(venueIds: string[]): RankPaper {
  return async (paper, { top }) => ({
    researchAreas: ['natural-language-processing'],
    matches: venueIds.slice(0, top).map((venueId, index) => ({
      venueId,
      relevance: Math.max(0, 90 - index * 5),
      score: 1 / (index + 1),
      explanation: { terms: paper.keywords.slice(0, 2), areas: ['natural-language-processing'] },
      recommendations: {
        contentAlignmentTips: [`Foreground ${paper.keywords[0] ?? 'the contribution'}.`],
        formattingGuidelines: [],
        scopeAdjustments: [],
        requiredSections: [],
        wordLimitInfo: null,
      },
    })),
  });
}
