import type { EstimateErrorBands, Venue } from '@venuescout/catalog';
import { compareVenues } from './compare-venues.ts';
import { dateVenue } from './date-venue.ts';
import { recentChangeMs } from './list-recent-changes.ts';
import type { DeadlineChangeRecord } from './load-deadline-changes.ts';
import type { DatedVenue } from './dated-venue.ts';

/** The catalog with next deadlines as of `from`, pre-sorted; valid for any time in [from, until). */
export interface DatedCatalog {
  from: number;
  until: number;
  byName: DatedVenue[];
  byDeadline: DatedVenue[];
  byRank: DatedVenue[];
}

/**
 * Works out every venue's next deadline once and sorts the result three ways. A next deadline is the
 * earliest one strictly after now (or one projected from past editions), so it can only change when
 * now passes a deadline instant: `until` is the earliest instant after `from` among every deadline in
 * the catalog and every next deadline found. Until then, reusing these answers is exact. Estimates carry
 * the typical error of their rule from `errorBands`. The recent changes of `changes` (per venue id) come
 * and go too: one is shown from the instant it was found until 30 days later, so both instants bound
 * `until` as well.
 */
export function dateCatalog(
  venues: Venue[],
  now: Date,
  errorBands: EstimateErrorBands = {},
  changes: ReadonlyMap<string, readonly DeadlineChangeRecord[]> = new Map(),
): DatedCatalog {
  const from = now.getTime();
  let until = Number.POSITIVE_INFINITY;
  const later = (instant: number) => {
    if (instant > from && instant < until) until = instant;
  };
  const dated = venues.map((venue): DatedVenue => {
    for (const edition of venue.editions) {
      for (const deadline of edition.deadlines) later(Date.parse(deadline.at));
    }
    const venueChanges = changes.get(venue.id);
    for (const change of venueChanges ?? []) {
      const detected = Date.parse(change.detectedAt);
      later(detected);
      later(detected + recentChangeMs);
    }
    const item = dateVenue(venue, now, errorBands, venueChanges);
    if (item.nextDeadline) later(Date.parse(item.nextDeadline.at));
    return item;
  });
  return {
    from,
    until,
    byName: [...dated].sort(compareVenues('name', undefined)),
    byDeadline: [...dated].sort(compareVenues('deadline', undefined)),
    byRank: [...dated].sort(compareVenues('rank', undefined)),
  };
}
