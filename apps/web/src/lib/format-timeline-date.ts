import { formatDeadlineDate } from './format-deadline';

/**
 * The calendar date of a decision, conference day or other timeline entry: "February 10, 2027". An instant
 * is read in its published zone (AoE dates stay AoE dates); an ISO day (`2027-04-23`) is that day. Every
 * date of the timeline, decision and acceptance lines goes through here, so their format changes in one place.
 */
export function formatTimelineDate(value: string, timezone = 'UTC'): string {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value;
  return formatDeadlineDate(at, timezone);
}
