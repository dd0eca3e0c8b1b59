import { formatPublishedDate } from './format-published-time.ts';
import type { PublishedTime } from './venues.ts';

/**
 * An estimated deadline as every page and export words it: "around 10 Jan 2027, usually within ±9 days".
 * No time of day: an estimate is not that precise. Without a measured error it is "around 10 Jan 2027".
 */
export function describeEstimatedDate(published: PublishedTime, errorDays?: number): string {
  const around = `around ${formatPublishedDate(published)}`;
  if (errorDays === undefined) return around;
  const days = Math.round(errorDays);
  return `${around}, usually within ±${days} day${days === 1 ? '' : 's'}`;
}
