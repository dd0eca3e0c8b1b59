import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';
import { getOwnedAnalysisRow } from './get-owned-analysis-row.ts';
import { listDismissedVenueIds } from './list-dismissed-venue-ids.ts';

/**
 * Brings a dismissed venue back into the user's analysis ("Undo"); a venue that is not dismissed
 * changes nothing, so a repeated undo is harmless. Answers the analysis's dismissed venues.
 */
export async function deleteDismissal(options: {
  db: Db;
  userId: string;
  analysisId: string;
  venueId: string;
}): Promise<string[]> {
  const { userId, analysisId, venueId } = options;
  return options.db.transaction(async (tx) => {
    const analysis = await getOwnedAnalysisRow(tx, userId, analysisId);
    await tx
      .delete(schema.dismissedVenues)
      .where(
        and(
          eq(schema.dismissedVenues.submissionId, analysis.id),
          eq(schema.dismissedVenues.venueId, venueId),
        ),
      );
    return listDismissedVenueIds(tx, analysis.id);
  });
}
