import type { Evidence, Explanation, MatchedVenue, Recommendations } from '@venuescout/contracts';
import type { schema } from '@venuescout/db';

/** An analysis as stored: its row (in the `submissions` table) and its ranked venue snapshots. */
export interface AnalysisView {
  analysis: typeof schema.submissions.$inferSelect;
  matches: {
    venue: MatchedVenue;
    relevance: number;
    /** Null for venues stored before the evidence level was recorded. */
    evidence: Evidence | null;
    explanation: Explanation;
    recommendations: Recommendations;
  }[];
  /** The venues the researcher dismissed from the analysis, in ranked order. */
  dismissedVenueIds: string[];
}
