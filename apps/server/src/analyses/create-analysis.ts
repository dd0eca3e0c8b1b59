import { sql } from 'drizzle-orm';
import { analysisVenueCounts, messages, type PaperInput } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';
import type { Env } from '../env.ts';
import { AppError } from '../lib/app-error.ts';
import type { Logger } from '../lib/logger.ts';
import { getPlanLimits } from '../plans/get-plan-limits.ts';
import { canCreateAnalysis } from './analysis.policy.ts';
import type { AnalysisView } from './analysis-view.ts';
import { countAnalyses } from './count-analyses.ts';
import type { RankPaper } from './rank-paper.ts';

const limitError = () => new AppError('LIMIT_REACHED', messages.submissionLimitReached);

/**
 * Analyses a paper for a user, in three steps: checks the plan limit, ranks the catalog (the ranker
 * hands back the venue snapshots to store), then in one transaction checks the limit again under the
 * user's lock and stores the analysis with its ranked venues. Ranking happens before the transaction so
 * that no lock is held while optional model advice is written.
 */
export async function createAnalysis(options: {
  db: Db;
  env: Env;
  logger: Logger;
  userId: string;
  paper: PaperInput;
  rankPaper: RankPaper;
  now: Date;
}): Promise<AnalysisView> {
  const { db, userId, paper, now } = options;
  const limits = await getPlanLimits(options);
  const isLimited = limits.maxSubmissions !== null;
  // A cheap early answer for a user already at the limit; the check that counts is the locked one below.
  if (isLimited && !canCreateAnalysis(limits, await countAnalyses(db, userId, { lock: false }))) {
    throw limitError();
  }
  const ranking = await options.rankPaper(paper, { top: analysisVenueCounts.stored, now });

  const analysis = await db.transaction(async (tx) => {
    // Only a limited plan needs the lock: it serialises the user's writes so the count is exact.
    if (isLimited && !canCreateAnalysis(limits, await countAnalyses(tx, userId, { lock: true }))) {
      throw limitError();
    }
    const [inserted] = await tx
      .insert(schema.submissions)
      .values({ userId, ...paper, researchAreas: ranking.researchAreas, coverage: ranking.coverage })
      .returning();
    if (!inserted) throw new Error('insert returned no row');
    if (ranking.matches.length > 0) {
      // All venues travel as one JSON parameter that the database unpacks: building a twenty-row,
      // eight-column insert through the query builder cost more CPU than the ranking itself.
      const records = JSON.stringify(
        ranking.matches.map((match, position) => ({
          position,
          venue_id: match.venueId,
          venue: match.venue,
          relevance: match.relevance,
          score: match.score,
          evidence: match.evidence,
          explanation: match.explanation,
          recommendations: match.recommendations,
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
  // GET (tested), without a second trip for fifty venue snapshots.
  return {
    analysis,
    matches: ranking.matches.map(({ venue, relevance, evidence, explanation, recommendations }) => ({
      venue,
      relevance,
      evidence,
      explanation,
      recommendations,
    })),
    dismissedVenueIds: [],
  };
}
