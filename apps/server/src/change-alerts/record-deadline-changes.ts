import type { DeadlineChange } from '@venuescout/catalog';
import { schema, type Tx } from '@venuescout/db';

/** Rows per insert: 13 parameters each keeps a batch far below PostgreSQL's 65,535 parameters. */
const BATCH_SIZE = 500;

/**
 * Stores the deadline changes a refresh found, inside the refresh's transaction. A change already
 * stored by an earlier refresh keeps its first row (and its detection time), so it is alerted once.
 * Returns how many changes were new.
 */
export async function recordDeadlineChanges(
  tx: Tx,
  options: { refreshId: string; changes: DeadlineChange[]; detectedAt: Date },
): Promise<number> {
  const { refreshId, changes, detectedAt } = options;
  let inserted = 0;
  for (let start = 0; start < changes.length; start += BATCH_SIZE) {
    const rows = changes.slice(start, start + BATCH_SIZE).map((change) => ({
      changeKey: change.changeKey,
      refreshId,
      venueId: change.venueId,
      editionYear: change.editionYear,
      kind: change.kind,
      track: change.track,
      change: change.change,
      previousAt: change.previousAt ? new Date(change.previousAt) : null,
      isPreviousEstimated: change.isPreviousEstimated,
      newAt: new Date(change.newAt),
      timezone: change.timezone,
      detectedAt,
    }));
    const added = await tx
      .insert(schema.catalogDeadlineChanges)
      .values(rows)
      .onConflictDoNothing({ target: schema.catalogDeadlineChanges.changeKey })
      .returning({ id: schema.catalogDeadlineChanges.id });
    inserted += added.length;
  }
  return inserted;
}
