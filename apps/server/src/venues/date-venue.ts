import {
  findNextDeadline,
  isRollingSubmission,
  type EstimateErrorBands,
  type Venue,
} from '@venuescout/catalog';
import { findDeadlineChange } from './find-deadline-change.ts';
import { listRecentChanges } from './list-recent-changes.ts';
import type { DeadlineChangeRecord } from './load-deadline-changes.ts';
import type { DatedVenue } from './dated-venue.ts';

/**
 * A venue as of `now`: its next deadline (estimates carry their rule's typical error from `errorBands`),
 * the changes a refresh found in the 30 days before `now`, and the one that produced the next deadline.
 */
export function dateVenue(
  venue: Venue,
  now: Date,
  errorBands: EstimateErrorBands,
  changes: readonly DeadlineChangeRecord[] | undefined,
): DatedVenue {
  const nextDeadline = findNextDeadline(venue, now, errorBands);
  const recentChanges = listRecentChanges(changes, now);
  return {
    venue,
    nextDeadline,
    isRolling: isRollingSubmission(venue),
    recentChanges,
    nextDeadlineChange: nextDeadline ? findDeadlineChange(recentChanges, nextDeadline) : null,
  };
}
