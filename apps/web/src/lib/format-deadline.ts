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
// per card: keep one formatter per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

let viewerTimeZone: string | undefined;

/**
 * The instant on the reader's (or the given) clock, naming the zone: "26 Nov 2026, 02:00 (Europe/Paris)",
 * written like the venue's published time above it. The venue's own day comes from the server.
 */
export function formatInLocal(
  at: string,
  timeZone = (viewerTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone),
): string {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} (${timeZone})`;
}
