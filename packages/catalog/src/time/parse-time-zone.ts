/** A resolved time zone: a fixed UTC offset, or an IANA zone whose offset depends on the date (DST). */
export type TimeZoneSpec = { kind: 'fixed'; offsetMinutes: number } | { kind: 'iana'; zone: string };

/**
 * Regional abbreviations as deadline pages use them. They are read as the region's civil time, so "PST" in
 * July means PDT: authors of calls for papers rarely switch the label when daylight saving starts.
 */
const ABBREVIATIONS: Record<string, string> = {
  pt: 'America/Los_Angeles',
  pst: 'America/Los_Angeles',
  pdt: 'America/Los_Angeles',
  mt: 'America/Denver',
  mst: 'America/Denver',
  mdt: 'America/Denver',
  ct: 'America/Chicago',
  cst: 'America/Chicago',
  cdt: 'America/Chicago',
  et: 'America/New_York',
  est: 'America/New_York',
  edt: 'America/New_York',
  akst: 'America/Anchorage',
  akdt: 'America/Anchorage',
  hst: 'Pacific/Honolulu',
  bst: 'Europe/London',
  wet: 'Europe/Lisbon',
  west: 'Europe/Lisbon',
  cet: 'Europe/Berlin',
  cest: 'Europe/Berlin',
  eet: 'Europe/Athens',
  eest: 'Europe/Athens',
  ist: 'Asia/Kolkata',
  sgt: 'Asia/Singapore',
  jst: 'Asia/Tokyo',
  kst: 'Asia/Seoul',
  aest: 'Australia/Sydney',
  aedt: 'Australia/Sydney',
  brt: 'America/Sao_Paulo',
};

const AOE_OFFSET_MINUTES = -12 * 60;
const UTC_NAMES = new Set(['utc', 'gmt', 'z', 'zulu']);
const OFFSET_PATTERN = /^(?:utc|gmt)\s*([+\-\u2212])\s*(\d{1,2})(?::?(\d{2}))?\s*h?$/i;
const validIanaZones = new Map<string, boolean>();

/**
 * Resolves a published time-zone label (`AoE`, `UTC-8`, `GMT+02`, `UTC+05:30`, `PT`, `Europe/London`…) to
 * an offset rule; returns null when the label is not recognised.
 */
export function parseTimeZone(label: string): TimeZoneSpec | null {
  const trimmed = label.trim();
  if (trimmed === '') return null;
  // "AoE (UTC-12h)": the part before the explanation is the label proper.
  const bare = trimmed.replace(/\s*\(.*\)\s*$/, '') || trimmed;
  const lower = bare.toLowerCase();
  if (lower === 'aoe' || lower === 'anywhere on earth')
    return { kind: 'fixed', offsetMinutes: AOE_OFFSET_MINUTES };
  if (UTC_NAMES.has(lower)) return { kind: 'fixed', offsetMinutes: 0 };
  const offset = OFFSET_PATTERN.exec(bare);
  if (offset) return parseOffset(offset[1] ?? '+', offset[2] ?? '0', offset[3]);
  const abbreviation = ABBREVIATIONS[lower];
  if (abbreviation) return { kind: 'iana', zone: abbreviation };
  if (isIanaZone(bare)) return { kind: 'iana', zone: bare };
  return null;
}

function parseOffset(sign: string, hours: string, minutes: string | undefined): TimeZoneSpec | null {
  const total = Number(hours) * 60 + Number(minutes ?? 0);
  if (total > 14 * 60) return null;
  return { kind: 'fixed', offsetMinutes: sign === '+' ? total : -total };
}

function isIanaZone(name: string): boolean {
  // Intl also accepts legacy abbreviations such as "EST" as fixed zones; those are handled above instead.
  if (!name.includes('/')) return false;
  let valid = validIanaZones.get(name);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      valid = true;
    } catch {
      valid = false;
    }
    validIanaZones.set(name, valid);
  }
  return valid;
}
