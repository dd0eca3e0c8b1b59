import { parseTimeZone, type TimeZoneSpec } from './parse-time-zone.ts';
import { toWallTime } from './zoned-time.ts';

/** A deadline as the venue states it: the wall-clock date and time in the published zone, and its name. */
export interface PublishedTime {
  /** `YYYY-MM-DD`, the day in the published zone. */
  date: string;
  /** `HH:MM`, 24-hour, in the published zone. */
  time: string;
  /** How the zone is shown: `AoE`, `UTC`, `UTC−7`, `UTC+5:30`, `PT`, `New York time`… */
  zone: string;
}

const UTC: TimeZoneSpec = { kind: 'fixed', offsetMinutes: 0 };
const AOE_OFFSET_MINUTES = -12 * 60;
const MINUS = '\u2212';
const SHORT_ABBREVIATION = /^[A-Z]{2,5}$/;
const ianaLabels = new Map<string, string>();

/**
 * The wall-clock date and time of an instant in the zone the venue published (`PT`, `AoE`, `UTC+8`,
 * `Europe/Berlin`…), with a display name for that zone. The one place that decides which day a deadline
 * is shown on; an unknown label falls back to UTC and says so.
 */
export function describePublishedTime(at: string, timezone: string): PublishedTime {
  const epochMs = Date.parse(at);
  if (Number.isNaN(epochMs)) throw new RangeError(`not an instant: "${at}"`);
  const spec = parseTimeZone(timezone);
  const wall = toWallTime(epochMs, spec ?? UTC);
  return {
    date: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`,
    time: `${pad(wall.hour)}:${pad(wall.minute)}`,
    zone: spec ? labelZone(timezone, spec, epochMs) : 'UTC',
  };
}

function labelZone(timezone: string, spec: TimeZoneSpec, epochMs: number): string {
  if (spec.kind === 'fixed') return labelOffset(spec.offsetMinutes);
  const bare = timezone.trim().replace(/\s*\(.*\)\s*$/, '');
  // A regional abbreviation is shown as published: a CfP that says "PST" all year reads "PST" here too.
  if (!bare.includes('/')) return bare.toUpperCase();
  // Etc/GMT-2 has no region to name; its offset is its name (and its sign is POSIX's, reversed).
  if (spec.zone.startsWith('Etc/')) {
    const wall = toWallTime(epochMs, spec);
    const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
    return labelOffset(Math.round((wallAsUtc - Math.floor(epochMs / 1000) * 1000) / 60_000));
  }
  return labelIanaZone(spec.zone);
}

function labelOffset(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC';
  // UTC−12 is Anywhere on Earth, the name calls for papers know it by.
  if (offsetMinutes === AOE_OFFSET_MINUTES) return 'AoE';
  const span = Math.abs(offsetMinutes);
  const minutes = span % 60;
  return `UTC${offsetMinutes < 0 ? MINUS : '+'}${Math.floor(span / 60)}${minutes ? `:${pad(minutes)}` : ''}`;
}

function labelIanaZone(zone: string): string {
  let label = ianaLabels.get(zone);
  if (label === undefined) {
    // Intl names US zones by their generic letters (`PT`, `ET`) but most others in words ("Germany
    // Time"), which read badly next to a date: those are named by the zone's city instead.
    const generic = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortGeneric' })
      .formatToParts(0)
      .find((part) => part.type === 'timeZoneName')?.value;
    const city = zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');
    label = generic && SHORT_ABBREVIATION.test(generic) ? generic : `${city} time`;
    ianaLabels.set(zone, label);
  }
  return label;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
