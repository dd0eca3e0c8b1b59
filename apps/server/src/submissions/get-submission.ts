import { and, asc, eq } from 'drizzle-orm';
import { describePublishedTime } from '@venuescout/catalog';
import {
  ExplanationSchema,
  MatchedVenueSchema,
  type Evidence,
  type Explanation,
  type MatchedVenue,
  type NextDeadline,
  type Recommendations,
} from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';
import { AppError } from '../lib/app-error.ts';

/** An analysis as stored: the submission row and its ranked venue snapshots. */
export interface AnalysisView {
  submission: typeof schema.submissions.$inferSelect;
  matches: {
    venue: MatchedVenue;
    relevance: number;
    /** Null for venues stored before the evidence level was recorded. */
    evidence: Evidence | null;
    explanation: Explanation;
    recommendations: Recommendations;
  }[];
}

/** One of the user's analyses; another user's id is answered exactly like a missing one (404). */
export async function getSubmission(options: {
  db: Db;
  userId: string;
  submissionId: string;
}): Promise<AnalysisView> {
  const { db, userId, submissionId } = options;
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(submissionId);
  const [submission] = isUuid
    ? await db
        .select()
        .from(schema.submissions)
        .where(and(eq(schema.submissions.id, submissionId), eq(schema.submissions.userId, userId)))
    : [];
  if (!submission) throw new AppError('NOT_FOUND', 'No analysis with this id.');
  const matches = await db
    .select()
    .from(schema.submissionMatches)
    .where(eq(schema.submissionMatches.submissionId, submission.id))
    .orderBy(asc(schema.submissionMatches.position));
  return {
    submission,
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
