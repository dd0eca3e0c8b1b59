import type { Deadline } from '../model/venue.ts';
import { parseTimeZone } from '../time/parse-time-zone.ts';
import { fromWallTime, toWallTime } from '../time/zoned-time.ts';

/**
 * Moves a deadline forward by whole multiples of `step` years, keeping its wall-clock time in its zone,
 * to the first such instant after `nowMs`; Feb 29 becomes Feb 28 in common years.
 */
export function projectDeadline(
  deadline: Deadline,
  nowMs: number,
  step: number,
): { at: string; years: number } | null {
  const zone = parseTimeZone(deadline.timezone) ?? { kind: 'fixed' as const, offsetMinutes: 0 };
  const instant = Date.parse(deadline.at);
  if (Number.isNaN(instant)) return null;
  const wall = toWallTime(instant, zone);
  // Jump close to `now` first so venues last seen decades ago do not loop year by year.
  const nowYear = new Date(nowMs).getUTCFullYear();
  const first = Math.max(step, Math.floor((nowYear - wall.year - 1) / step) * step);
  for (let years = first; years <= nowYear - wall.year + 2 * step; years += step) {
    const year = wall.year + years;
    const day = Math.min(wall.day, daysInMonth(year, wall.month));
    const at = fromWallTime({ ...wall, year, day }, zone);
    if (at > nowMs) return { at: new Date(at).toISOString(), years };
  }
  return null;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
