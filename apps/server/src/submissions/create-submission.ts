import { count, eq, sql } from 'drizzle-orm';
import { messages, type PaperInput } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';
import { AppError } from '../lib/app-error.ts';
import type { PlanLimits } from '../plans/get-plan-limits.ts';
import { lockUserUsage } from '../plans/lock-user-usage.ts';
import { describeVenue } from '../venues/describe-venue.ts';
import {
  presentLatestAcceptanceRate,
  presentNextDeadline,
  presentNotification,
} from '../venues/venue.presenter.ts';
import type { VenueDirectory } from '../venues/venue-directory.ts';
import type { RankPaper } from './rank-paper.ts';
import type { AnalysisView } from './get-submission.ts';

/** How many ranked venues an analysis keeps. */
export const matchesPerSubmission = 20;

const limitError = () => new AppError('LIMIT_REACHED', messages.submissionLimitReached);

/**
 * Analyses a paper for a user: ranks the catalog, then in one transaction checks the plan limit (under
 * the user's lock) and stores the submission with its ranked venues. Ranking happens before the
 * transaction so that no lock is held while optional model advice is written.
 */
export async function createSubmission(options: {
  db: Db;
  userId: string;
  paper: PaperInput;
  limits: PlanLimits;
  rankPaper: RankPaper;
  venueDirectory: VenueDirectory;
  now: Date;
}): Promise<AnalysisView> {
  const { db, userId, paper, limits, now } = options;
  // A cheap early answer for a user already at the limit; the check that counts is the locked one below.
  if (limits.maxSubmissions !== null) {
    const [row] = await db
      .select({ value: count() })
      .from(schema.submissions)
      .where(eq(schema.submissions.userId, userId));
    if ((row?.value ?? 0) >= limits.maxSubmissions) throw limitError();
  }
  const ranking = await options.rankPaper(paper, { top: matchesPerSubmission });
  const venues = await options.venueDirectory.findMany(
    ranking.matches.map((match) => match.venueId),
    now,
  );
  const rows = ranking.matches.flatMap((match) => {
    const item = venues.get(match.venueId);
    if (!item) return [];
    const { venue } = item;
    return [
      {
        venueId: venue.id,
        venue: {
          id: venue.id,
          acronym: venue.acronym,
          name: venue.name,
          type: venue.type,
          url: venue.url ?? null,
          description: describeVenue(venue),
          region: venue.region,
          ranks: venue.ranks,
          nextDeadline: presentNextDeadline(item.nextDeadline),
          isRolling: item.isRolling,
          notification: presentNotification(venue, item.nextDeadline),
          latestAcceptanceRate: presentLatestAcceptanceRate(venue),
        },
        relevance: match.relevance,
        score: match.score,
        evidence: match.evidence,
        explanation: match.explanation,
        recommendations: match.recommendations,
      },
    ];
  });

  const submission = await db.transaction(async (tx) => {
    // Only a limited plan needs the lock: it serialises the user's writes so the count is exact.
    if (limits.maxSubmissions !== null) {
      const usage = await lockUserUsage(tx, userId);
      if (usage.submissions >= limits.maxSubmissions) throw limitError();
    }
    const [inserted] = await tx
      .insert(schema.submissions)
      .values({ userId, ...paper, researchAreas: ranking.researchAreas, coverage: ranking.coverage })
      .returning();
    if (!inserted) throw new Error('insert returned no row');
    if (rows.length > 0) {
      // All venues travel as one JSON parameter that the database unpacks: building a twenty-row,
      // eight-column insert through the query builder cost more CPU than the ranking itself.
      const records = JSON.stringify(
        rows.map((row, position) => ({
          position,
          venue_id: row.venueId,
          venue: row.venue,
          relevance: row.relevance,
          score: row.score,
          evidence: row.evidence,
          explanation: row.explanation,
          recommendations: row.recommendations,
        })),
      );
      await tx.execute(sql`
        insert into ${schema.submissionMatches}
          (submission_id, position, venue_id, venue, relevance, score, evidence, explanation, recommendations)
        select ${inserted.id}::uuid, r.position, r.venue_id, r.venue, r.relevance, r.score, r.evidence,
               r.explanation, r.recommendations
        from jsonb_to_recordset(${records}::jsonb) as r(position int, venue_id text, venue jsonb,
          relevance int, score real, evidence jsonb, explanation jsonb, recommendations jsonb)`);
    }
    return inserted;
  });
  // The answer is built from what was just written rather than read back: the same content as a later
  // GET (tested), without a second trip for twenty venue snapshots.
  return {
    submission,
    matches: rows.map(({ venue, relevance, evidence, explanation, recommendations }) => ({
      venue,
      relevance,
      evidence,
      explanation,
      recommendations,
    })),
  };
}
