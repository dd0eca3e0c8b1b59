import { asc, eq } from 'drizzle-orm';
import { describePublishedTime } from '@venuescout/catalog';
import {
  ExplanationSchema,
  MatchedVenueSchema,
  type Evidence,
  type MatchedVenue,
  type NextDeadline,
  type Recommendations,
} from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';
import type { AnalysisView } from './analysis-view.ts';
import { getOwnedAnalysisRow } from './get-owned-analysis-row.ts';
import { listDismissedVenueIds } from './list-dismissed-venue-ids.ts';

/** One of the user's analyses; another user's id is answered exactly like a missing one (404). */
export async function getAnalysis(options: {
  db: Db;
  userId: string;
  analysisId: string;
}): Promise<AnalysisView> {
  const { db, userId, analysisId } = options;
  const analysis = await getOwnedAnalysisRow(db, userId, analysisId);
  const matches = await db
    .select()
    .from(schema.submissionMatches)
    .where(eq(schema.submissionMatches.submissionId, analysis.id))
    .orderBy(asc(schema.submissionMatches.position));
  return {
    analysis,
    matches: matches.map((row) => ({
      // Parsed, not cast: venues stored before notifications and acceptance rates were recorded read as
      // null, and the published day is worked out again from the instant and the zone label.
      venue: MatchedVenueSchema.parse(withPublishedTime(row.venue as StoredVenue)),
      relevance: row.relevance,
      evidence: (row.evidence as Evidence | null) ?? null,
      // Parsed, not cast: explanations stored before similar papers were recorded read as having none.
      explanation: ExplanationSchema.parse(row.explanation),
      recommendations: row.recommendations as Recommendations,
    })),
    dismissedVenueIds: await listDismissedVenueIds(db, analysis.id),
  };
}

/** A venue snapshot as stored; those stored before issue 23 have no published time. */
type StoredVenue = Omit<MatchedVenue, 'nextDeadline' | 'notification'> & {
  nextDeadline: (Omit<NextDeadline, 'published'> & { published?: unknown }) | null;
  notification?: { at: string; timezone: string; published?: unknown } | null;
};

/**
 * The snapshot with its deadline's published time worked out now from the instant and the zone label,
 * so old analyses show the venue's day too and every analysis follows the current rule.
 */
function withPublishedTime(venue: StoredVenue): StoredVenue {
  const { nextDeadline: deadline, notification } = venue;
  return {
    ...venue,
    nextDeadline: deadline && {
      ...deadline,
      published: describePublishedTime(deadline.at, deadline.timezone),
    },
    ...(notification
      ? {
          notification: {
            ...notification,
            published: describePublishedTime(notification.at, notification.timezone),
          },
        }
      : {}),
  };
}
