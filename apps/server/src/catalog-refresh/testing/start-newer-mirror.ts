import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { listCatalogSources, type SourceId, type Venue } from '@venuescout/catalog';
import type { AppContext } from '../../create-deps.ts';
import { createLogger } from '../../lib/logger.ts';
import type { RefreshReport } from '../refresh-report.ts';
import { runCatalogRefresh } from '../run-catalog-refresh.ts';
import { buildNewerSnapshot } from './build-newer-snapshot.ts';
import { serveSourceArchives, type MirroredSource } from './serve-source-archives.ts';

/** The release's snapshot of the sources, beside the project. */
export const releaseSourceDir = fileURLToPath(
  new URL('../../../../../../shared/data/catalog', import.meta.url),
);
/** Drills happen just after the snapshot was taken (August 2026), when many deadlines were ahead. */
export const drillNow = new Date('2026-09-01T00:00:00.000Z');
const pinned = ['ccf-list-2026', 'core-icore2026', 'ccf-list-2022'];

/** A commit id per source, as the mirror's archives name it. */
export const commitOf = (id: string) => createHash('sha1').update(id).digest('hex');

/**
 * Serves a newer snapshot of the fetched sources (see `buildNewerSnapshot`) from a local mirror, and
 * gives the environment that points the refresh at it, with the ranking lists pinned.
 */
export async function startNewerMirror(release: Venue[]) {
  const fetched = listCatalogSources()
    .map((source) => source.id)
    .filter((id): id is SourceId => id !== 'curated' && !pinned.includes(id));
  const newer = await buildNewerSnapshot({
    sourceDir: releaseSourceDir,
    sources: fetched,
    now: drillNow,
    release,
  });
  const mirror = await serveSourceArchives(
    new Map<SourceId, MirroredSource>(
      [...newer.sources].map(([id, files]) => [id, { files, commit: commitOf(id) }]),
    ),
  );
  const env = {
    CATALOG_UPSTREAM_BASE_URL: mirror.url,
    CATALOG_UPSTREAM_URLS: JSON.stringify(Object.fromEntries(pinned.map((id) => [id, 'none']))),
    CATALOG_SOURCE_DIR: releaseSourceDir,
  };
  return { mirror, planted: newer.planted, env };
}

/** Runs one refresh of an in-process app, as the operator's command would, at `drillNow`. */
export function refreshApp(context: AppContext): Promise<RefreshReport> {
  return runCatalogRefresh({
    dbClient: context.dbClient,
    config: context.deps.env.catalogRefresh,
    mailer: context.deps.mailer,
    appUrl: context.deps.env.appUrl,
    logger: createLogger('silent'),
    trigger: 'operator',
    venueDirectory: context.deps.venueDirectory,
    now: () => drillNow,
  });
}
