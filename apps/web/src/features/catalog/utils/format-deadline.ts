const aoeZone = 'Etc/GMT+12';
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

const dateTime = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** The instant as an Anywhere-on-Earth (UTC−12) wall time: "March 15, 2027 at 23:59 AoE". */
export function formatInAoe(at: string): string {
  return `${dateTime(aoeZone).format(new Date(at))} AoE`;
}

/** The instant in the viewer's (or the given) time zone, naming the zone. */
export function formatInLocal(
  at: string,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  return `${dateTime(timeZone).format(new Date(at))} (${timeZone})`;
}

/** The calendar date of the deadline where it is published, "March 15, 2027": AoE dates stay AoE dates. */
export function formatDeadlineDate(at: string, timezone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: timezone.toLowerCase() === 'aoe' || timezone === 'UTC-12' ? aoeZone : 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(at));
}
