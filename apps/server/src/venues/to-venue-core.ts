import type { VenueCore } from '@venuescout/contracts';
import type { DatedVenue } from './dated-venue.ts';
import { toLatestAcceptanceRate } from './to-latest-acceptance-rate.ts';
import { toNextDeadline } from './to-next-deadline.ts';
import { toNotification } from './to-notification.ts';

/**
 * The facts every answer that shows a venue carries (`VenueCoreSchema`), in one place: venue lists,
 * favourites and an analysis's venue snapshots all start from it, so a field added here reaches them all.
 */
export function toVenueCore({ venue, nextDeadline, isRolling, nextDeadlineChange }: DatedVenue): VenueCore {
  return {
    id: venue.id,
    acronym: venue.acronym,
    name: venue.name,
    type: venue.type,
    ranks: venue.ranks,
    url: venue.url ?? null,
    region: venue.region,
    nextDeadline: toNextDeadline(nextDeadline, nextDeadlineChange),
    isRolling,
    notification: toNotification(venue, nextDeadline),
    latestAcceptanceRate: toLatestAcceptanceRate(venue),
  };
}
