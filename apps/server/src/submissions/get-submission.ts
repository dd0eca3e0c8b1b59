import { and, asc, eq } from 'drizzle-orm';
import {
  ExplanationSchema,
  MatchedVenueSchema,
  type Evidence,
  type Explanation,
  type MatchedVenue,
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
      // Parsed, not cast: venues stored before notifications and acceptance rates were recorded read as null.
      venue: MatchedVenueSchema.parse(row.venue),
      relevance: row.relevance,
      evidence: (row.evidence as Evidence | null) ?? null,
      // Parsed, not cast: explanations stored before similar papers were recorded read as having none.
      explanation: ExplanationSchema.parse(row.explanation),
      recommendations: row.recommendations as Recommendations,
    })),
  };
}
