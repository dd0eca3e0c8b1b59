import type { Deadline, DeadlineKind, Edition, Venue } from '../model/venue.ts';
import { parseTimeZone } from '../time/parse-time-zone.ts';
import { fromWallTime, toWallTime } from '../time/zoned-time.ts';
import { isMainTrack } from './is-main-track.ts';

export type NextDeadline =
  | {
      at: string;
      kind: DeadlineKind;
      timezone: string;
      estimated: false;
      editionYear: number;
      comment?: string;
      /** The call it is for, when not the main one (`short papers`). */
      track?: string;
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
      track?: string;
    };

const SUBMISSION_KINDS: ReadonlySet<DeadlineKind> = new Set(['paper', 'abstract']);

/** An estimate repeats a pattern; one whose latest deadline is older than this is no guide. */
const MAX_BASIS_AGE_YEARS = 3;
/** Deadlines of two editions this close in the calendar year are the same cycle. */
const SAME_CYCLE_DAYS = 45;
const DAY_MS = 86_400_000;

/**
 * Finds the earliest paper or abstract deadline strictly after `now`. When none is published, it estimates
 * one from the latest edition that had any: the same local month, day and time in the same zone, moved
 * forward by whole years (two at a time for a venue that meets every other year) until it is after `now`;
 * Feb 29 becomes Feb 28 in common years. A venue with two or more cycles a year (KDD, MobiCom) whose
 * latest edition lists fewer cycles than the one before also has the missing cycles projected from that
 * edition. No estimate is given from a deadline more than three years old, nor for a one-off event
 * whose name carries its year ("AAAI 2024 Spring Symposium"). Deadlines of the main call win over other
 * tracks' (WSDM's short papers) whenever the main call has one. Returns null when there is nothing to go on.
 */
export function findNextDeadline(
  venue: Pick<Venue, 'editions'> & Partial<Pick<Venue, 'name' | 'acronym'>>,
  now: Date,
): NextDeadline | null {
  const nowMs = now.getTime();
  const upcoming = venue.editions.flatMap((edition) =>
    edition.deadlines
      .filter((deadline) => SUBMISSION_KINDS.has(deadline.kind) && Date.parse(deadline.at) > nowMs)
      .map((deadline) => ({ deadline, editionYear: edition.year })),
  );
  let next: NextDeadline | null = null;
  for (const { deadline, editionYear } of preferMainTrack(upcoming, ({ deadline }) => deadline)) {
    if (!next || deadline.at < next.at) next = { ...known(deadline), editionYear };
  }
  return next ?? estimateNextDeadline(venue, nowMs);
}

function estimateNextDeadline(
  venue: Pick<Venue, 'editions'> & Partial<Pick<Venue, 'name' | 'acronym'>>,
  nowMs: number,
): NextDeadline | null {
  if (isOneOffEvent(venue)) return null;
  const withDeadlines = venue.editions
    .filter((edition) => edition.deadlines.some((deadline) => SUBMISSION_KINDS.has(deadline.kind)))
    .sort((a, b) => b.year - a.year);
  const [latest, previous] = withDeadlines;
  if (!latest) return null;
  const newestAt = Math.max(...submissionDeadlines(latest).map((deadline) => Date.parse(deadline.at)));
  if (nowMs - newestAt > MAX_BASIS_AGE_YEARS * 365.25 * DAY_MS) return null;
  const step = getCadence(venue.editions.map((edition) => edition.year));
  const bases = [{ edition: latest, deadlines: submissionDeadlines(latest) }];
  if (previous && previous.year >= latest.year - step) {
    bases.push({ edition: previous, deadlines: missingCycles(previous, latest) });
  }
  let next: NextDeadline | null = null;
  for (const { edition, deadlines } of bases) {
    for (const deadline of deadlines) {
      const projected = projectAfter(deadline, nowMs, step);
      if (!projected || (next && projected.at >= next.at)) continue;
      next = {
        at: projected.at,
        kind: deadline.kind,
        timezone: deadline.timezone,
        estimated: true,
        basisYear: edition.year,
        editionYear: edition.year + projected.years,
        ...(deadline.comment ? { comment: deadline.comment } : {}),
        ...(deadline.track ? { track: deadline.track } : {}),
      };
    }
  }
  return next;
}

function submissionDeadlines(edition: Edition): Deadline[] {
  const submissions = edition.deadlines.filter((deadline) => SUBMISSION_KINDS.has(deadline.kind));
  return preferMainTrack(submissions, (deadline) => deadline);
}

/** The items whose deadline is of the main call, or all of them when none is. */
function preferMainTrack<T>(items: T[], deadlineOf: (item: T) => Deadline): T[] {
  const main = items.filter((item) => isMainTrack(deadlineOf(item).track));
  return main.length > 0 ? main : items;
}

/**
 * The cycles of `previous` that `latest` does not list yet: only when `previous` has more paper rounds
 * (a venue that moved its one deadline is not a venue with two), and only deadlines far in the calendar
 * year from every deadline of `latest`.
 */
function missingCycles(previous: Edition, latest: Edition): Deadline[] {
  const papers = (edition: Edition) =>
    edition.deadlines.filter((deadline) => deadline.kind === 'paper').length;
  if (papers(previous) <= papers(latest)) return [];
  const latestDays = submissionDeadlines(latest).map((deadline) => dayOfYear(deadline.at));
  return submissionDeadlines(previous).filter((deadline) => {
    const day = dayOfYear(deadline.at);
    return latestDays.every((other) => {
      const apart = Math.abs(day - other);
      return Math.min(apart, 365 - apart) > SAME_CYCLE_DAYS;
    });
  });
}

function dayOfYear(at: string): number {
  const date = new Date(at);
  return Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS);
}

/** "AAAI 2024 Spring Symposium on …" met once; its date says nothing about a next year. */
function isOneOffEvent(venue: Partial<Pick<Venue, 'name' | 'acronym'>>): boolean {
  return /\b(19|20)\d{2}\b/.test(`${venue.acronym ?? ''} ${venue.name ?? ''}`.replace(/\([^)]*\)/g, ''));
}

/**
 * Every other year when at least three known editions are all an even number of years apart (ECCV, ICCV,
 * ICPR with a missing 2022, PPSN with its curated past years); otherwise yearly, since a single two-year
 * gap is more often a missing edition in the sources than a biennial venue.
 */
function getCadence(years: number[]): number {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  if (sorted.length < 3) return 1;
  return sorted.every((year, index) => index === 0 || (year - sorted[index - 1]!) % 2 === 0) ? 2 : 1;
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
    ...(deadline.track ? { track: deadline.track } : {}),
  };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
