import { parseTimeZone } from './parse-time-zone.ts';
import { fromWallTime, type WallTime } from './zoned-time.ts';

export type ParsedInstant = { ok: true; at: string; timezone: string } | { ok: false; reason: string };

const DATE_TIME =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const NOT_ANNOUNCED = /^(tbd|tba|n\/?a|none|-+|\?+)?$/i;

/**
 * Turns a published deadline (`2026-05-15 23:59:59` plus a zone label, or an ISO instant with `Z`) into a
 * UTC instant. A date without a time means the end of that day (23:59:59) in the stated zone.
 */
export function parseDeadlineInstant(raw: unknown, timezoneLabel: string | undefined): ParsedInstant {
  if (raw instanceof Date) return isNaN(raw.getTime()) ? fail('invalid date') : succeed(raw.getTime(), 'UTC');
  if (typeof raw !== 'string')
    return fail(raw === undefined || raw === null ? 'no date' : 'date is not text');
  const text = raw.trim();
  if (NOT_ANNOUNCED.test(text)) return fail('not announced (TBD)');
  const match = DATE_TIME.exec(text);
  if (!match) return fail(`unreadable date "${text}"`);
  const [, year, month, day, hour, minute, second, offset] = match;
  const wall: WallTime = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: hour === undefined ? 23 : Number(hour),
    minute: minute === undefined ? 59 : Number(minute),
    second: second === undefined ? (hour === undefined ? 59 : 0) : Number(second),
  };
  const invalid = validateWallTime(wall);
  if (invalid) return fail(`${invalid} in "${text}"`);
  const label = timezoneLabel?.trim();
  if (offset) {
    const zone = parseTimeZone(offset.toUpperCase() === 'Z' ? 'UTC' : `UTC${offset}`);
    if (!zone) return fail(`unreadable offset in "${text}"`);
    return succeed(fromWallTime(wall, zone), label || 'UTC');
  }
  if (!label) return fail('no time zone');
  const zone = parseTimeZone(label);
  if (!zone) return fail(`unknown time zone "${label}"`);
  return succeed(fromWallTime(wall, zone), label);
}

function validateWallTime(wall: WallTime): string | null {
  if (wall.month < 1 || wall.month > 12) return 'month out of range';
  const daysInMonth = new Date(Date.UTC(wall.year, wall.month, 0)).getUTCDate();
  if (wall.day < 1 || wall.day > daysInMonth) return 'day out of range';
  const isMidnightEnd = wall.hour === 24 && wall.minute === 0 && wall.second === 0;
  if ((wall.hour > 23 && !isMidnightEnd) || wall.minute > 59 || wall.second > 59) return 'time out of range';
  return null;
}

function succeed(epochMs: number, timezone: string): ParsedInstant {
  return { ok: true, at: new Date(epochMs).toISOString(), timezone };
}

function fail(reason: string): ParsedInstant {
  return { ok: false, reason };
}
