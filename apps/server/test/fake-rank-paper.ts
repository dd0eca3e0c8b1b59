import type { RankPaper } from '../src/submissions/rank-paper.ts';

/**
 * A stand-in for the matcher: ranks the given venue ids in order, with falling relevance; every
 * second venue is placed by field only, and a paper with the keyword "uncovered" gets thin coverage.
 */
export function fakeRankPaper(venueIds: string[]): RankPaper {
  return async (paper, { top }) => ({
    researchAreas: ['natural-language-processing'],
    coverage: paper.keywords.includes('uncovered')
      ? { level: 'thin', reason: 'few-papers', field: 'Networking', venuesWithPapers: 2, papers: 40 }
      : {
          level: 'strong',
          reason: null,
          field: 'Natural language processing',
          venuesWithPapers: 30,
          papers: 16000,
        },
    matches: venueIds.slice(0, top).map((venueId, index) => ({
      venueId,
      relevance: Math.max(0, 90 - index * 5),
      score: 1 / (index + 1),
      evidence: index % 2 === 0 ? { level: 'papers', papers: 1000 - index } : { level: 'field', papers: 0 },
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
