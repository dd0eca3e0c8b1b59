import { formatPublishedDate } from '@venuescout/contracts';

/**
 * A calendar day of the timeline (`2027-04-23`, a conference's first or last day) as "23 Apr 2027", the
 * format of every published date, so a conference day and a deadline day read alike.
 */
export function formatTimelineDay(isoDay: string): string {
  return formatPublishedDate({ date: isoDay });
}
