import type { DeadlineChange } from './venues.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function formatDay(date: string, hasYear: boolean): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]}${hasYear ? ` ${year}` : ''}`;
}

/**
 * A recent change to a deadline as every page words it: "extended by 7 days on 3 Jan", "moved from
 * 22 Jan on 3 Jan", "published 3 Jan, was estimated 10 Jan". The day after "on" or "published" is the
 * UTC day the refresh found the change; the previous deadline's day is the one in its published zone.
 * Both dates carry their year when the two years differ.
 */
export function describeDeadlineChange(
  change: Pick<DeadlineChange, 'change' | 'detectedAt' | 'previous' | 'isPreviousEstimated' | 'days'>,
): string {
  // Through Date, so an instant written with another offset than Z still lands on its UTC day.
  const found = new Date(change.detectedAt).toISOString().slice(0, 10);
  const previous = change.previous?.date ?? null;
  const hasYear = previous !== null && previous.slice(0, 4) !== found.slice(0, 4);
  const on = formatDay(found, hasYear);
  if (change.change === 'published') {
    return previous && change.isPreviousEstimated
      ? `published ${on}, was estimated ${formatDay(previous, hasYear)}`
      : `published ${on}`;
  }
  if (change.change === 'moved') {
    return previous ? `moved from ${formatDay(previous, hasYear)} on ${on}` : `moved on ${on}`;
  }
  const days = Math.abs(change.days ?? 0);
  // Extended within the same day (a later hour): there is no whole number of days to state.
  if (days === 0) return `extended on ${on}`;
  return `extended by ${days} day${days === 1 ? '' : 's'} on ${on}`;
}
