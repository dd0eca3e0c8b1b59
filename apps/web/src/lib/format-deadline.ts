import { AOE_TIME_ZONE, isAnywhereOnEarth } from '@venuescout/contracts';
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Time left until `at` in words ("in 3 days", "in 5 hours"), or how long ago it passed. */
export function formatCountdown(at: string, now: Date): string {
  const left = Date.parse(at) - now.getTime();
  const span = Math.abs(left);
  const amount =
    span >= 2 * day
      ? plural(Math.floor(span / day), 'day')
      : span >= 2 * hour
        ? plural(Math.floor(span / hour), 'hour')
        : plural(Math.max(1, Math.floor(span / minute)), 'minute');
  return left >= 0 ? `in ${amount}` : `passed ${amount} ago`;
}

// Building an Intl formatter costs far more than using one, and a venue list shows several deadlines
// per card: keep one formatter per kind and zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(kind: 'dateTime' | 'date', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      ...(kind === 'dateTime' ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

let viewerTimeZone: string | undefined;

/** The instant as an Anywhere-on-Earth (UTC−12) wall time: "March 15, 2027 at 23:59 AoE". */
export function formatInAoe(at: string): string {
  return `${formatterFor('dateTime', AOE_TIME_ZONE).format(new Date(at))} AoE`;
}

/** The instant in the viewer's (or the given) time zone, naming the zone. */
export function formatInLocal(
  at: string,
  timeZone = (viewerTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone),
): string {
  return `${formatterFor('dateTime', timeZone).format(new Date(at))} (${timeZone})`;
}

/** The calendar date of the deadline where it is published, "March 15, 2027": AoE dates stay AoE dates. */
export function formatDeadlineDate(at: string, timezone: string): string {
  const timeZone = isAnywhereOnEarth(timezone) ? AOE_TIME_ZONE : 'UTC';
  return formatterFor('date', timeZone).format(new Date(at));
}
