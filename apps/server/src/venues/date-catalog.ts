import {
  findNextDeadline,
  isRollingSubmission,
  type EstimateErrorBands,
  type Venue,
} from '@venuescout/catalog';
import { compareVenues } from './compare-venues.ts';
import type { DatedVenue } from './venue-directory.ts';

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
 * the typical error of their rule from `errorBands`.
 */
export function dateCatalog(venues: Venue[], now: Date, errorBands: EstimateErrorBands = {}): DatedCatalog {
  const from = now.getTime();
  let until = Number.POSITIVE_INFINITY;
  const later = (at: string) => {
    const instant = Date.parse(at);
    if (instant > from && instant < until) until = instant;
  };
  const dated = venues.map((venue): DatedVenue => {
    for (const edition of venue.editions) for (const deadline of edition.deadlines) later(deadline.at);
    const nextDeadline = findNextDeadline(venue, now, errorBands);
    if (nextDeadline) later(nextDeadline.at);
    return { venue, nextDeadline, isRolling: isRollingSubmission(venue) };
  });
  return {
    from,
    until,
    byName: [...dated].sort(compareVenues('name', undefined)),
    byDeadline: [...dated].sort(compareVenues('deadline', undefined)),
    byRank: [...dated].sort(compareVenues('rank', undefined)),
  };
}
