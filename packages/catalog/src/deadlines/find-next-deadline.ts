import type { Deadline, DeadlineKind, Venue } from '../model/venue.ts';
import { parseTimeZone } from '../time/parse-time-zone.ts';
import { fromWallTime, toWallTime } from '../time/zoned-time.ts';

export type NextDeadline =
  | {
      at: string;
      kind: DeadlineKind;
      timezone: string;
      estimated: false;
      editionYear: number;
      comment?: string;
    }
  | {
      at: string;
      kind: DeadlineKind;
      timezone: string;
      estimated: true;
      /** The edition year whose deadline was projected. */
      basisYear: number;
      /** The edition year the projected deadline would belong to. */
      editionYear: number;
      comment?: string;
    };

const SUBMISSION_KINDS: ReadonlySet<DeadlineKind> = new Set(['paper', 'abstract']);

/**
 * Finds the earliest paper or abstract deadline strictly after `now`. When none is published, it estimates
 * one from the latest edition that had any: the same local month, day and time in the same zone, moved
 * forward by whole years (two at a time for a venue seen only every other year) until it is after `now`;
 * Feb 29 becomes Feb 28 in common years. Returns null when the venue has no deadline at all.
 */
export function findNextDeadline(venue: Pick<Venue, 'editions'>, now: Date): NextDeadline | null {
  const nowMs = now.getTime();
  let next: NextDeadline | null = null;
  for (const edition of venue.editions) {
    for (const deadline of edition.deadlines) {
      if (!SUBMISSION_KINDS.has(deadline.kind) || Date.parse(deadline.at) <= nowMs) continue;
      if (!next || deadline.at < next.at) next = { ...known(deadline), editionYear: edition.year };
    }
  }
  return next ?? estimateNextDeadline(venue, nowMs);
}

function estimateNextDeadline(venue: Pick<Venue, 'editions'>, nowMs: number): NextDeadline | null {
  const years = venue.editions
    .filter((edition) => edition.deadlines.some((deadline) => SUBMISSION_KINDS.has(deadline.kind)))
    .map((edition) => edition.year)
    .sort((a, b) => b - a);
  const basis = venue.editions.find((edition) => edition.year === years[0]);
  if (!basis) return null;
  const step = getCadence(years);
  let next: NextDeadline | null = null;
  for (const deadline of basis.deadlines) {
    if (!SUBMISSION_KINDS.has(deadline.kind)) continue;
    const projected = projectAfter(deadline, nowMs, step);
    if (!projected || (next && projected.at >= next.at)) continue;
    next = {
      at: projected.at,
      kind: deadline.kind,
      timezone: deadline.timezone,
      estimated: true,
      basisYear: basis.year,
      editionYear: basis.year + projected.years,
      ...(deadline.comment ? { comment: deadline.comment } : {}),
    };
  }
  return next;
}

/**
 * Every other year when at least three editions alternate (ECCV, ICCV); otherwise yearly, since a single
 * two-year gap is more often a missing edition in the sources than a biennial venue.
 */
function getCadence(yearsNewestFirst: number[]): number {
  if (yearsNewestFirst.length < 3) return 1;
  return yearsNewestFirst.every((year, index) => index === 0 || yearsNewestFirst[index - 1] === year + 2)
    ? 2
    : 1;
}

/** Moves a deadline forward by whole multiples of `step` years, keeping its wall-clock time in its zone. */
function projectAfter(deadline: Deadline, nowMs: number, step: number): { at: string; years: number } | null {
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

function known(deadline: Deadline) {
  return {
    at: deadline.at,
    kind: deadline.kind,
    timezone: deadline.timezone,
    estimated: false as const,
    ...(deadline.comment ? { comment: deadline.comment } : {}),
  };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
