import type { Venue } from '../model/venue.ts';
import { findNextDeadline, type NextDeadline } from './find-next-deadline.ts';

export type DeadlineStatus =
  | { status: 'known'; deadline: NextDeadline & { estimated: false } }
  | { status: 'estimated'; deadline: NextDeadline & { estimated: true } }
  /** A journal with no deadlines: the UI prints "Rolling submissions". */
  | { status: 'rolling' }
  /** Nothing to go on: the UI prints "Deadline TBA". */
  | { status: 'tba' };

/** Tells whether a venue takes submissions at any time: a journal with no published deadline. */
export function isRollingSubmission(venue: Pick<Venue, 'type' | 'editions'>): boolean {
  return venue.type === 'journal' && venue.editions.every((edition) => edition.deadlines.length === 0);
}

/** Gets what the UI should show for a venue's next deadline: a known date, an estimate, rolling, or TBA. */
export function getDeadlineStatus(venue: Pick<Venue, 'type' | 'editions'>, now: Date): DeadlineStatus {
  if (isRollingSubmission(venue)) return { status: 'rolling' };
  const deadline = findNextDeadline(venue, now);
  if (!deadline) return { status: 'tba' };
  return deadline.estimated ? { status: 'estimated', deadline } : { status: 'known', deadline };
}
