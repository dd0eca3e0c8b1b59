import { and, asc, eq } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@venuescout/db';

/** The venues dismissed from an analysis, in the analysis's ranked order. */
export async function listDismissedVenueIds(db: Db | Tx, analysisId: string): Promise<string[]> {
  const rows = await db
    .select({ venueId: schema.dismissedVenues.venueId })
    .from(schema.dismissedVenues)
    .innerJoin(
      schema.submissionMatches,
      and(
        eq(schema.submissionMatches.submissionId, schema.dismissedVenues.submissionId),
        eq(schema.submissionMatches.venueId, schema.dismissedVenues.venueId),
      ),
    )
    .where(eq(schema.dismissedVenues.submissionId, analysisId))
    .orderBy(asc(schema.submissionMatches.position));
  return rows.map((row) => row.venueId);
}
