import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { schema, type DbClient } from '@venuescout/db';
import { sendChangeAlerts } from '../change-alerts/send-change-alerts.ts';
import type { CatalogRefreshConfig } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { VenueDirectory } from '../venues/venue-directory.ts';
import { DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from './archive-limits.ts';
import { createDirectoryReader } from './create-directory-reader.ts';
import { createUpstreamReader } from './create-upstream-reader.ts';
import { listRefreshSources } from './list-refresh-sources.ts';
import { refreshCatalog } from './refresh-catalog.ts';
import type { RefreshReport } from './refresh-report.ts';

// Any constant works; every process that refreshes must use the same one.
const refreshLockKey = 4_242_003;

/**
 * Runs one refresh, from upstream or from a local directory of sources, then e-mails the changes it
 * found. Refreshes take turns across processes under an advisory lock: one that waited finds upstream
 * unchanged (the ETags and checksums the first one stored) and applies nothing.
 */
export async function runCatalogRefresh(options: {
  dbClient: DbClient;
  config: CatalogRefreshConfig;
  /** A directory laid out like `shared/data/catalog` to read instead of the upstream archives. */
  fromDirectory?: string;
  limits?: ArchiveLimits;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
  trigger: RefreshReport['trigger'];
  /** This process's directory, reloaded at once; other processes reload within their TTL. */
  venueDirectory?: VenueDirectory;
  now?: () => Date;
}): Promise<RefreshReport> {
  const { dbClient, config, fromDirectory, mailer, appUrl, logger, trigger, venueDirectory } = options;
  const now = options.now ?? (() => new Date());
  const upstream = listRefreshSources(config);
  const sources = fromDirectory
    ? upstream.map((source) => ({ ...source, url: pathToFileURL(join(fromDirectory, source.id)).href }))
    : upstream;
  const readSource = fromDirectory
    ? createDirectoryReader(fromDirectory)
    : createUpstreamReader(options.limits ?? DEFAULT_ARCHIVE_LIMITS);
  const { db } = dbClient;
  // The lock's own connection only holds the lock: the refresh's queries go through the pool, which
  // runs the reads it issues together on separate connections.
  return dbClient.withExclusiveLock(refreshLockKey, async () => {
    const report = await refreshCatalog({
      db,
      sources,
      readSource,
      baselineDir: config.baselineDir,
      trigger,
      logger,
      now: now(),
    });
    if (report.status !== 'applied') return report;
    venueDirectory?.invalidate();
    const { sent } = await sendChangeAlerts({ db, mailer, appUrl, logger, now: now() });
    report.alertsSent = sent;
    await db
      .update(schema.catalogRefreshes)
      .set({ report: report as unknown as Record<string, unknown> })
      .where(eq(schema.catalogRefreshes.id, report.refreshId!));
    return report;
  });
}
