import type { CatalogStats } from '@venuescout/contracts';
import type { VenueDirectory } from './venue-directory.ts';

/** Counts what the catalog holds now; the hit rate and evidence come from the matcher's index. */
export async function getCatalogStats(options: {
  venueDirectory: VenueDirectory;
  top10HitRate: number | null;
  venuesWithPapers: number | null;
  now: Date;
}): Promise<CatalogStats> {
  const venues = await options.venueDirectory.all();
  const dated = await options.venueDirectory.findMany(
    venues.map((venue) => venue.id),
    options.now,
  );
  return {
    venues: venues.length,
    conferences: venues.filter((venue) => venue.type === 'conference').length,
    journals: venues.filter((venue) => venue.type === 'journal').length,
    venuesWithDeadline: [...dated.values()].filter((item) => item.nextDeadline !== null).length,
    top10HitRate: options.top10HitRate,
    venuesWithPapers: options.venuesWithPapers,
  };
}
