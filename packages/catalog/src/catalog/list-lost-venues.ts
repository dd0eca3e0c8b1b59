import type { Catalog } from '../model/venue.ts';
import type { ReviewedMerge } from './audit-merges.ts';

/** A venue id the previous catalog had and the new one lacks. */
export interface LostVenue {
  id: string;
  acronym: string;
  name: string;
  /** The surviving id and reason, when curated/reviewed-merges.yaml records the venue as merged. */
  mergedInto?: { id: string; reason: string };
}

/**
 * Lists the venue ids of `previous` (the catalog shipped before an import) that `next` no longer has.
 * Ids drop out when clustering folds a venue into another; only a `merged` review (`venueIds: [old,
 * survivor]`, the survivor still in `next`) makes that intended. Stored favourites and matches hold ids,
 * so an unreviewed loss is a defect.
 */
export function listLostVenues(previous: Catalog, next: Catalog, reviews: ReviewedMerge[]): LostVenue[] {
  const current = new Set(next.venues.map((venue) => venue.id));
  const merges = new Map(
    reviews
      .filter((review) => review.kind === 'merged')
      .map((review) => [review.venueIds[0], review] as const),
  );
  return previous.venues
    .filter((venue) => !current.has(venue.id))
    .map((venue) => {
      const merge = merges.get(venue.id);
      const survivor = merge?.venueIds[1];
      return {
        id: venue.id,
        acronym: venue.acronym,
        name: venue.name,
        ...(merge && survivor && current.has(survivor)
          ? { mergedInto: { id: survivor, reason: merge.reason } }
          : {}),
      };
    });
}
