import type { NextDeadline, Venue } from '@venuescout/catalog';
import type { DeadlineChangeRecord } from './load-deadline-changes.ts';

// Its own file: the directory and the helpers that date and sort venues all need it, and a helper
// importing it from the directory tied them in a cycle.
/** A venue with its next deadline as of the request. */
export interface DatedVenue {
  venue: Venue;
  nextDeadline: NextDeadline | null;
  isRolling: boolean;
  /** Deadline changes a refresh found in the 30 days before the request, the latest found first. */
  recentChanges: DeadlineChangeRecord[];
  /** The recent change that produced `nextDeadline`, if one did. */
  nextDeadlineChange: DeadlineChangeRecord | null;
}
