import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';
import { AppError } from '../lib/app-error.ts';
import { getOwnedAnalysisRow } from './get-owned-analysis-row.ts';
import { listDismissedVenueIds } from './list-dismissed-venue-ids.ts';

/**
 * Dismisses one of an analysis's stored venues for the user who owns the analysis; dismissing one
 * already dismissed changes nothing. Only a venue the analysis stored is accepted, which bounds the
 * dismissals of an analysis by its ranked venues. Answers the analysis's dismissed venues.
 */
export async function createDismissal(options: {
  db: Db;
  userId: string;
  analysisId: string;
  venueId: string;
}): Promise<string[]> {
  const { userId, analysisId, venueId } = options;
  return options.db.transaction(async (tx) => {
    const analysis = await getOwnedAnalysisRow(tx, userId, analysisId);
    const [match] = await tx
      .select({ venueId: schema.submissionMatches.venueId })
      .from(schema.submissionMatches)
      .where(
        and(
          eq(schema.submissionMatches.submissionId, analysis.id),
          eq(schema.submissionMatches.venueId, venueId),
        ),
      );
    if (!match) throw new AppError('NOT_FOUND', 'This venue is not among the matches of this analysis.');
    await tx
      .insert(schema.dismissedVenues)
      .values({ submissionId: analysis.id, venueId })
      .onConflictDoNothing();
    return listDismissedVenueIds(tx, analysis.id);
  });
}
