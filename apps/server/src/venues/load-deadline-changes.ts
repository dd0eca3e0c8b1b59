import { desc, gte } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';

/** A deadline change a catalog refresh recorded, as the directory keeps it. */
export interface DeadlineChangeRecord {
  venueId: string;
  editionYear: number;
  kind: string;
  change: 'published' | 'moved' | 'extended';
  /** The deadline before the change, ISO-8601 in UTC; null when none was known. */
  previousAt: string | null;
  isPreviousEstimated: boolean;
  /** The deadline after the change, ISO-8601 in UTC. */
  newAt: string;
  timezone: string;
  /** When the refresh found it, ISO-8601 in UTC. */
  detectedAt: string;
}

const kinds = new Set<string>(['published', 'moved', 'extended']);

/** Reads the deadline changes found since `since`, per venue, the latest found first. */
export async function loadDeadlineChanges(db: Db, since: Date): Promise<Map<string, DeadlineChangeRecord[]>> {
  const table = schema.catalogDeadlineChanges;
  const rows = await db
    .select()
    .from(table)
    .where(gte(table.detectedAt, since))
    .orderBy(desc(table.detectedAt), desc(table.createdAt));
  const byVenue = new Map<string, DeadlineChangeRecord[]>();
  for (const row of rows) {
    // The column is free text: a kind this version does not know is left out rather than shown wrongly.
    if (!kinds.has(row.change)) continue;
    const changes = byVenue.get(row.venueId) ?? [];
    changes.push({
      venueId: row.venueId,
      editionYear: row.editionYear,
      kind: row.kind,
      change: row.change as DeadlineChangeRecord['change'],
      previousAt: row.previousAt?.toISOString() ?? null,
      isPreviousEstimated: row.isPreviousEstimated,
      newAt: row.newAt.toISOString(),
      timezone: row.timezone,
      detectedAt: row.detectedAt.toISOString(),
    });
    byVenue.set(row.venueId, changes);
  }
  return byVenue;
}
