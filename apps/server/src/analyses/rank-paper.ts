import type {
  Coverage,
  Evidence,
  Explanation,
  MatchedVenue,
  PaperInput,
  Recommendations,
} from '@venuescout/contracts';

/** One venue as an analysis stores it: the venue's facts as of the analysis, its place and why. */
export interface RankedVenue {
  venueId: string;
  /** The venue snapshot stored with the analysis. */
  venue: MatchedVenue;
  relevance: number;
  score: number;
  evidence: Evidence;
  explanation: Explanation;
  recommendations: Recommendations;
}

/** The ranking of one paper, ready to store: its research areas, the evidence behind it, and the venues, best first. */
export interface PaperRanking {
  researchAreas: string[];
  coverage: Coverage;
  matches: RankedVenue[];
}

/**
 * Ranks the catalog for a paper and snapshots the ranked venues as of `now`; in memory and fast, so it
 * may run inside a request.
 */
export type RankPaper = (paper: PaperInput, options: { top: number; now: Date }) => Promise<PaperRanking>;
