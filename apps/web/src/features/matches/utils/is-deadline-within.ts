import type { MatchedVenue } from '@venuescout/contracts';

/** The "deadline within" choices of the results page, in months. */
export const deadlineWindows = [1, 3, 6, 12] as const;

export type DeadlineWindow = (typeof deadlineWindows)[number];

/** `now` moved on by whole calendar months (the 31st of January plus one month is early March). */
const addMonths = (now: Date, months: number) => {
  const later = new Date(now.getTime());
  later.setUTCMonth(later.getUTCMonth() + months);
  return later;
};

/**
 * Whether the venue's next deadline, as the venue published it, falls between now and `months`
 * calendar months from now. An estimated deadline is not published yet and does not count; a journal
 * with rolling submissions takes a paper at any time and always does.
 */
export function isDeadlineWithin(venue: MatchedVenue, months: DeadlineWindow, now: Date): boolean {
  if (venue.isRolling) return true;
  const deadline = venue.nextDeadline;
  if (!deadline || deadline.estimated) return false;
  const at = Date.parse(deadline.at);
  return at > now.getTime() && at <= addMonths(now, months).getTime();
}
