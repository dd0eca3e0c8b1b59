import type { Coverage, Evidence, Explanation, PaperInput, Recommendations } from '@venuescout/contracts';

/** One venue as the matcher ranks it for a paper. */
export interface RankedVenue {
  venueId: string;
  relevance: number;
  score: number;
  evidence: Evidence;
  explanation: Explanation;
  recommendations: Recommendations;
}

/** The matcher's answer for one paper: its research areas, the evidence behind it, and the venues, best first. */
export interface PaperRanking {
  researchAreas: string[];
  coverage: Coverage;
  matches: RankedVenue[];
}

/** Ranks the catalog for a paper; in memory and fast, so it may run inside a request. */
export type RankPaper = (paper: PaperInput, options: { top: number }) => Promise<PaperRanking>;
