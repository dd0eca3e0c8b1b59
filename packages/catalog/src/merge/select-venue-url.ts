import type { Edition } from '../model/venue.ts';
import type { SourceId } from '../sources/catalog-sources.ts';
import { derivePermanentUrl, hasEditionYear, type VenueNames } from './derive-permanent-url.ts';

/**
 * The venue's own address, which should outlast the current edition: a source's address without a year
 * (the curated file's first), else the latest edition's address when it has no year, else a permanent
 * address derived from a dated one, latest first (`derived`), else the dated address as before. Editions
 * keep their own addresses.
 */
export function selectVenueUrl(
  given: { url: string; source: SourceId } | undefined,
  editions: Edition[],
  names: VenueNames,
): { url: string; source: SourceId | 'derived' } | undefined {
  if (given && !hasEditionYear(given.url)) return given;
  const dated = editions.filter((edition) => edition.url).reverse();
  const latest = dated[0] ? { url: dated[0].url!, source: dated[0].source } : undefined;
  // An older edition's year-less address is often that edition's own site (eusipcolyon.sciencesconf.org).
  if (!given && latest && !hasEditionYear(latest.url)) return latest;
  for (const url of [given?.url, ...dated.map((edition) => edition.url)]) {
    const permanent = url ? derivePermanentUrl(url, names) : undefined;
    if (permanent) return { url: permanent, source: 'derived' };
  }
  return given ?? latest;
}
