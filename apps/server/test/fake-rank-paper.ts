import type { Coverage, PaperInput, SimilarPaper } from '@venuescout/contracts';
import type { RankPaper } from '../src/analyses/rank-paper.ts';
import { toMatchedVenue } from '../src/analyses/to-matched-venue.ts';
import type { VenueDirectory } from '../src/venues/venue-directory.ts';

/** The coverage the stand-in reports: thin for the keyword "uncovered", uncertain for "uncertain". */
function fakeCoverage(paper: PaperInput): Coverage {
  if (paper.keywords.includes('uncovered'))
    return {
      level: 'thin',
      reason: 'few-papers',
      field: 'Networking',
      venuesWithPapers: 2,
      papers: 40,
      unfamiliarTerms: [],
    };
  if (paper.keywords.includes('uncertain'))
    return {
      level: 'thin',
      reason: 'uncertain',
      field: 'Natural language processing',
      venuesWithPapers: 30,
      papers: 16000,
      unfamiliarTerms: ['uncertain'],
    };
  return {
    level: 'strong',
    reason: null,
    field: 'Natural language processing',
    venuesWithPapers: 30,
    papers: 16000,
    unfamiliarTerms: [],
  };
}

/**
 * Two published papers "like" the paper at a venue learned from papers: one with a DOI, one found by a
 * dblp search for its title, each sharing the paper's first keyword. A venue placed by field has none.
 */
export function fakeSimilarPapers(venueId: string, paper: PaperInput): SimilarPaper[] {
  const acronym = venueId.split('/').pop()!.toUpperCase();
  const title = `Revisiting ${paper.keywords[0] ?? 'the problem'} at ${acronym}`;
  return [
    {
      title,
      year: 2024,
      venue: acronym,
      url: `https://doi.org/10.5555/${acronym.toLowerCase()}.1`,
      sharedTerms: paper.keywords.slice(0, 1),
    },
    {
      title: `${title}, again`,
      year: 2023,
      venue: acronym,
      url: `https://dblp.org/search?q=${encodeURIComponent(`${title}, again`)}`,
      sharedTerms: [],
    },
  ];
}

/**
 * A stand-in for the matcher over the app's venue directory: ranks the given venue ids in order (those
 * the catalog lacks are left out, as the real ranker leaves out retired venues), with falling
 * relevance; every second venue is placed by field only and has no similar papers, and the keywords
 * "uncovered" and "uncertain" give thin coverage.
 */
export function fakeRankPaper(venueIds: string[]): (venueDirectory: VenueDirectory) => RankPaper {
  return (venueDirectory) =>
    async (paper, { top, now }) => {
      const dated = await venueDirectory.findMany(venueIds.slice(0, top), now);
      return {
        researchAreas: ['natural-language-processing'],
        coverage: fakeCoverage(paper),
        matches: venueIds.slice(0, top).flatMap((venueId, index) => {
          const item = dated.get(venueId);
          if (!item) return [];
          return [
            {
              venueId,
              venue: toMatchedVenue(item),
              relevance: Math.max(0, 90 - index * 5),
              score: 1 / (index + 1),
              evidence:
                index % 2 === 0
                  ? { level: 'papers' as const, papers: 1000 - index }
                  : { level: 'field' as const, papers: 0 },
              explanation: {
                terms: paper.keywords.slice(0, 2),
                areas: ['natural-language-processing'],
                similarPapers: index % 2 === 0 ? fakeSimilarPapers(venueId, paper) : [],
              },
              recommendations: {
                contentAlignmentTips: [`Foreground ${paper.keywords[0] ?? 'the contribution'}.`],
                formattingGuidelines: [],
                scopeAdjustments: [],
                requiredSections: [],
                wordLimitInfo: null,
              },
            },
          ];
        }),
      };
    };
}
