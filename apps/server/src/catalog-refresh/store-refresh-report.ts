import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SourceId } from '@venuescout/catalog';
import { schema, type Db, type Tx } from '@venuescout/db';
import type { Candidate } from './candidate.ts';
import type { RefreshReport } from './refresh-report.ts';

/**
 * Records a refresh: its report, the accepted sources' files as their new last good ones, and, for the
 * sources upstream had nothing new for, when that was last confirmed (with the commit and ETag upstream
 * now names). Returns the report's id. Runs inside the apply transaction when a catalog is applied, so a
 * report never names a catalog that did not land.
 */
export async function storeRefreshReport(options: {
  db: Db | Tx;
  report: RefreshReport;
  accepted: Map<SourceId, Candidate>;
  now: Date;
}): Promise<string> {
  const { db, report, accepted, now } = options;
  report.refreshId = randomUUID();
  await db.insert(schema.catalogRefreshes).values({
    id: report.refreshId,
    status: report.status,
    trigger: report.trigger,
    report: report as unknown as Record<string, unknown>,
    startedAt: new Date(report.startedAt),
    finishedAt: new Date(report.finishedAt),
  });
  for (const [sourceId, candidate] of accepted) {
    const values = {
      url: candidate.url,
      commit: candidate.commit,
      etag: candidate.etag,
      checksum: candidate.checksum,
      files: candidate.files,
      fetchedAt: now,
      updatedAt: now,
    };
    await db
      .insert(schema.catalogSourceSnapshots)
      .values({ sourceId, ...values })
      .onConflictDoUpdate({ target: schema.catalogSourceSnapshots.sourceId, set: values });
  }
  for (const line of report.sources.filter((entry) => entry.outcome === 'unchanged')) {
    await db
      .update(schema.catalogSourceSnapshots)
      .set({
        fetchedAt: now,
        updatedAt: now,
        ...(line.commit ? { commit: line.commit } : {}),
        ...(line.etag ? { etag: line.etag } : {}),
      })
      .where(eq(schema.catalogSourceSnapshots.sourceId, line.id));
  }
  return report.refreshId;
}
