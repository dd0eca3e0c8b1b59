import type { MatchedVenue } from '@venuescout/contracts';
import type { DatedVenue } from '../venues/dated-venue.ts';
import { describeVenue } from '../venues/describe-venue.ts';
import { toVenueCore } from '../venues/to-venue-core.ts';

/**
 * The venue snapshot an analysis stores: the venue's core facts as of the analysis and a description.
 * It records the deadline, not the refresh that changed it, so the recent change is left out.
 */
export function toMatchedVenue(item: DatedVenue): MatchedVenue {
  return {
    ...toVenueCore({ ...item, nextDeadlineChange: null }),
    description: describeVenue(item.venue),
  };
}
