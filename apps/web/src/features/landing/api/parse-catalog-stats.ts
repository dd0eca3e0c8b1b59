import type { CatalogStats } from '@venuescout/contracts';
import { readJsonObject } from '../../../lib/read-json-object';

/** `GET /api/stats` checked like `CatalogStatsSchema`, without zod, which the landing page does not load. */
export function parseCatalogStats(payload: unknown): CatalogStats {
  const stats = readJsonObject(payload, 'stats');
  const top10HitRate = stats.nullableNumber('top10HitRate');
  if (top10HitRate !== null && (top10HitRate < 0 || top10HitRate > 1)) {
    throw new TypeError('Unexpected answer from the API: stats.top10HitRate is not a share');
  }
  const venuesWithPapers = stats.nullableInteger('venuesWithPapers');
  if (venuesWithPapers !== null && venuesWithPapers < 0) {
    throw new TypeError('Unexpected answer from the API: stats.venuesWithPapers is not a count');
  }
  return {
    venues: stats.integer('venues'),
    conferences: stats.integer('conferences'),
    journals: stats.integer('journals'),
    venuesWithDeadline: stats.integer('venuesWithDeadline'),
    top10HitRate,
    venuesWithPapers,
  };
}
