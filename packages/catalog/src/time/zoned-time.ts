import type { TimeZoneSpec } from './parse-time-zone.ts';

/** A local ("wall clock") date and time, month 1–12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const MINUTE_MS = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Returns the zone's offset from UTC, in minutes, at the given instant. */
export function getZoneOffsetMinutes(spec: TimeZoneSpec, epochMs: number): number {
  if (spec.kind === 'fixed') return spec.offsetMinutes;
  const wall = readWallTime(getFormatter(spec.zone), epochMs);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((wallAsUtc - Math.floor(epochMs / 1000) * 1000) / MINUTE_MS);
}

/** Converts an instant to the wall-clock time it shows in the zone. */
export function toWallTime(epochMs: number, spec: TimeZoneSpec): WallTime {
  const shifted = new Date(epochMs + getZoneOffsetMinutes(spec, epochMs) * MINUTE_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/**
 * Converts a wall-clock time in the zone to an instant. A time skipped by a DST jump resolves to the
 * instant one offset later (02:30 becomes 03:30); a repeated hour resolves to its first occurrence.
 */
export function fromWallTime(wall: WallTime, spec: TimeZoneSpec): number {
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const firstOffset = getZoneOffsetMinutes(spec, wallAsUtc);
  const candidate = wallAsUtc - firstOffset * MINUTE_MS;
  const secondOffset = getZoneOffsetMinutes(spec, candidate);
  if (secondOffset === firstOffset) return candidate;
  const adjusted = wallAsUtc - secondOffset * MINUTE_MS;
  return getZoneOffsetMinutes(spec, adjusted) === secondOffset ? adjusted : candidate;
}

function getFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function readWallTime(formatter: Intl.DateTimeFormat, epochMs: number): WallTime {
  const wall: WallTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatter.formatToParts(epochMs)) {
    if (part.type in wall) wall[part.type as keyof WallTime] = Number(part.value);
  }
  return wall;
}
