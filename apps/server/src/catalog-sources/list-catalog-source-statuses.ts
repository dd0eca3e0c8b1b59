import { listCatalogSources } from '@venuescout/catalog';
import type { CatalogSourceStatus } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';

/**
 * Every catalog source in merge precedence, with the snapshot it shipped with and the last time a
 * refresh fetched it (null until one has).
 */
export async function listCatalogSourceStatuses(options: { db: Db }): Promise<CatalogSourceStatus[]> {
  const table = schema.catalogSourceSnapshots;
  const rows = await options.db
    .select({ sourceId: table.sourceId, commit: table.commit, fetchedAt: table.fetchedAt })
    .from(table);
  const fetched = new Map(rows.map((row) => [row.sourceId, row]));
  return listCatalogSources().map((source) => {
    const row = fetched.get(source.id);
    return {
      id: source.id,
      name: source.name,
      upstream: source.upstream,
      snapshotCommit: source.commit,
      snapshotDate: source.snapshotDate,
      lastRefresh: row ? { fetchedAt: row.fetchedAt.toISOString(), commit: row.commit } : null,
    };
  });
}
