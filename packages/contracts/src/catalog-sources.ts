import { z } from 'zod';

/** One source of the venue catalog, with the snapshot it shipped with and its last refresh. */
export const CatalogSourceStatusSchema = z.object({
  /** Catalog source id, e.g. `ccf-deadlines`. */
  id: z.string(),
  /** Display name, e.g. `CCF Deadlines`. */
  name: z.string(),
  /** Upstream repository or publisher page (an address, or a path in this repository). */
  upstream: z.string(),
  /** The upstream commit the shipped snapshot was taken at; null when the source has no commits. */
  snapshotCommit: z.string().nullable(),
  /** When the shipped snapshot was taken, `YYYY-MM-DD`; null when the upstream does not say. */
  snapshotDate: z.string().nullable(),
  /** The last time a refresh fetched this source; null when none has since the shipped snapshot. */
  lastRefresh: z
    .object({
      /** When the files were fetched, ISO-8601 in UTC. */
      fetchedAt: z.string(),
      /** The upstream commit fetched; null when the source has no commits. */
      commit: z.string().nullable(),
    })
    .nullable(),
});
export type CatalogSourceStatus = z.infer<typeof CatalogSourceStatusSchema>;

/** The catalog's sources in merge precedence (`GET /api/catalog/sources`). */
export const CatalogSourceListSchema = z.object({
  /** Every source, the one that wins a disagreement first. */
  items: z.array(CatalogSourceStatusSchema),
});
export type CatalogSourceList = z.infer<typeof CatalogSourceListSchema>;
