import type { Venue } from '../model/venue.ts';
import { findNextDeadline, type NextDeadline } from './find-next-deadline.ts';

export interface UpcomingDeadline {
  venueId: string;
  acronym: string;
  deadline: NextDeadline;
}

/**
 * Lists each venue's next deadline falling within `withinDays` of `now`, soonest first; estimates are
 * included only when `includeEstimates` is set.
 */
export function listUpcomingDeadlines(
  venues: Venue[],
  now: Date,
  { withinDays = 90, includeEstimates = false }: { withinDays?: number; includeEstimates?: boolean } = {},
): UpcomingDeadline[] {
  const until = now.getTime() + withinDays * 86_400_000;
  const upcoming: UpcomingDeadline[] = [];
  for (const venue of venues) {
    const deadline = findNextDeadline(venue, now);
    if (!deadline || Date.parse(deadline.at) > until || (deadline.estimated && !includeEstimates)) continue;
    upcoming.push({ venueId: venue.id, acronym: venue.acronym, deadline });
  }
  return upcoming.sort(
    (a, b) => a.deadline.at.localeCompare(b.deadline.at) || a.venueId.localeCompare(b.venueId),
  );
}
