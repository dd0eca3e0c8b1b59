import { describeEstimatedDate } from './describe-estimated-date.ts';
import { formatPublishedTime } from './format-published-time.ts';
import type { NextDeadline } from './venues.ts';

/**
 * A deadline in the venue's own terms, the same on every page and export: "25 Nov 2026, 17:00 PT", or
 * for an estimate its day and usual error, "around 10 Jan 2027, usually within ±9 days".
 */
export function describeDeadline(
  deadline: Pick<NextDeadline, 'estimated' | 'published' | 'errorDays'>,
): string {
  return deadline.estimated
    ? describeEstimatedDate(deadline.published, deadline.errorDays)
    : formatPublishedTime(deadline.published);
}
