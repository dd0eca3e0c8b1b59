import type { DeadlineChange, SourceId, Venue } from '@venuescout/catalog';
import type { Db } from '@venuescout/db';
import { recordDeadlineChanges } from '../change-alerts/record-deadline-changes.ts';
import { lockCatalog, readCatalogVersion, writeCatalogVersion } from '../venues/seed-catalog.ts';
import type { Candidate } from './candidate.ts';
import type { RefreshReport } from './refresh-report.ts';
import { storeRefreshReport } from './store-refresh-report.ts';

/**
 * Applies a staged catalog in one transaction: the venues and editions, the import row every process
 * reloads on, the report, the accepted sources' files and the deadline changes (which the alert job
 * e-mails). Returns false, writing nothing, when the catalog is no longer the one the refresh started
 * from: another process got there first.
 */
export async function applyRefresh(options: {
  db: Db;
  baseVersion: string | null;
  venues: Venue[];
  changes: DeadlineChange[];
  report: RefreshReport;
  accepted: Map<SourceId, Candidate>;
  now: Date;
}): Promise<boolean> {
  const { db, baseVersion, venues, changes, report, accepted, now } = options;
  return db.transaction(async (tx) => {
    await lockCatalog(tx);
    if ((await readCatalogVersion(tx)) !== baseVersion) return false;
    await writeCatalogVersion(tx, { venues, origin: 'refresh' });
    const refreshId = await storeRefreshReport({ db: tx, report, accepted, now });
    await recordDeadlineChanges(tx, { refreshId, changes, detectedAt: now });
    return true;
  });
}
