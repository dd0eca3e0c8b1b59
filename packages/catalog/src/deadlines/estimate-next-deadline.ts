import type { Deadline, DeadlineKind, Disagreement, Edition, Venue } from '../model/venue.ts';
import { isMainTrack } from './is-main-track.ts';
import { projectDeadline } from './project-deadline.ts';

/** How an estimate was made: yearly, yearly with two submission cycles, or every other year. */
export type EstimateRule = 'annual' | 'two-cycle' | 'biennial';

/** A deadline projected from past editions (see `estimateNextDeadline`). */
export interface EstimatedDeadline {
  at: string;
  kind: DeadlineKind;
  timezone: string;
  estimated: true;
  /** The edition year whose deadline was projected. */
  basisYear: number;
  /** The edition year the projected deadline would belong to. */
  editionYear: number;
  rule: EstimateRule;
  /** The back-test's typical absolute error of `rule`, in whole days, when the caller supplied it. */
  errorDays?: number;
  comment?: string;
  /** The call it is for, when not the main one (`short papers`). */
  track?: string;
}

export const SUBMISSION_KINDS: ReadonlySet<DeadlineKind> = new Set(['paper', 'abstract']);

/** An estimate repeats a pattern; one whose latest deadline is older than this is no guide. */
const MAX_BASIS_AGE_YEARS = 3;
/** Deadlines of two editions this close in the calendar year are the same cycle. */
const SAME_CYCLE_DAYS = 45;
/** A later date another source gives for a deadline, up to this much later, is its extension. */
const EXTENSION_DAYS = 14;
/** Cycles of one edition lie within months; a deadline this much older than its edition's newest is a wrong year. */
const WRONG_YEAR_DAYS = 300;
const DAY_MS = 86_400_000;

type EstimableVenue = Pick<Venue, 'editions'> & Partial<Pick<Venue, 'name' | 'acronym' | 'disagreements'>>;

/**
 * Estimates a venue's next paper or abstract deadline after `nowMs` from its latest edition with one:
 * the same local month, day and time in the same zone, moved forward by whole years (two at a time for
 * a biennial venue). A later cycle of the previous edition that the latest does not list yet is projected
 * too. Returns null for a one-off event, a basis more than three years old, or no basis.
 */
export function estimateNextDeadline(venue: EstimableVenue, nowMs: number): EstimatedDeadline | null {
  if (isOneOffEvent(venue)) return null;
  const withDeadlines = venue.editions
    .filter((edition) => submissionDeadlines(edition).length > 0)
    .sort((a, b) => b.year - a.year);
  const [latest, previous] = withDeadlines;
  if (!latest) return null;
  const latestDeadlines = withExtensions(latest, venue.disagreements ?? []);
  const newestAt = Math.max(...latestDeadlines.map((deadline) => Date.parse(deadline.at)));
  if (nowMs - newestAt > MAX_BASIS_AGE_YEARS * 365.25 * DAY_MS) return null;
  const step = getCadence(venue.editions.map((edition) => edition.year));
  const bases = [{ edition: latest, deadlines: latestDeadlines }];
  if (previous && previous.year >= latest.year - step) {
    bases.push({ edition: previous, deadlines: missingCycles(previous, latest) });
  }
  const rule: EstimateRule =
    step === 2
      ? 'biennial'
      : bases.some(({ deadlines }) => countCycles(deadlines) > 1) || bases[1]?.deadlines.length
        ? 'two-cycle'
        : 'annual';
  let next: EstimatedDeadline | null = null;
  for (const { edition, deadlines } of bases) {
    for (const deadline of deadlines) {
      const projected = projectDeadline(deadline, nowMs, step);
      if (!projected || (next && projected.at >= next.at)) continue;
      next = {
        at: projected.at,
        kind: deadline.kind,
        timezone: deadline.timezone,
        estimated: true,
        basisYear: edition.year,
        editionYear: edition.year + projected.years,
        rule,
        ...(deadline.comment ? { comment: deadline.comment } : {}),
        ...(deadline.track ? { track: deadline.track } : {}),
      };
    }
  }
  return next;
}

/**
 * An edition's paper and abstract deadlines of its main call (or of every track when the main call has
 * none), less any lying a year or more before its newest one: the cycles of one edition are months
 * apart, so such a date carries a wrong year (IJCAR 2026's paper deadline "2025-02-15" after an abstract
 * deadline of 2026-02-06).
 */
export function submissionDeadlines(edition: Edition): Deadline[] {
  const submissions = edition.deadlines.filter((deadline) => SUBMISSION_KINDS.has(deadline.kind));
  const all = preferMainTrack(submissions, (deadline) => deadline);
  const newest = Math.max(...all.map((deadline) => Date.parse(deadline.at)));
  return all.filter((deadline) => newest - Date.parse(deadline.at) < WRONG_YEAR_DAYS * DAY_MS);
}

/** Distinct submission cycles among deadlines: groups more than `SAME_CYCLE_DAYS` apart in the calendar. */
function countCycles(deadlines: Deadline[]): number {
  const days = deadlines.map((deadline) => dayOfYear(deadline.at)).sort((a, b) => a - b);
  return days.filter((day, index) => index === 0 || !isSameCycle(day, days[index - 1]!)).length;
}

/**
 * The edition's submission deadlines, each first round moved to the latest date another source gives for
 * it within `EXTENSION_DAYS`: trackers record an extension that the list which wins the merge may miss
 * (ESANN 2026: 19 November, extended to 26 November AoE). A venue that extends one year tends to set its
 * next deadline where the last one ended, and projecting the earlier date can put it just behind `now`,
 * skipping an edition.
 */
function withExtensions(edition: Edition, disagreements: Disagreement[]): Deadline[] {
  const deadlines = submissionDeadlines(edition);
  return deadlines.map((deadline) => {
    const isFirstRound = deadlines.every((other) => other.kind !== deadline.kind || other.at >= deadline.at);
    const field = `editions.${edition.year}.${deadline.kind}`;
    const disagreement = isFirstRound && disagreements.find((item) => item.field === field);
    if (!disagreement) return deadline;
    const at = Date.parse(deadline.at);
    const extended = disagreement.values
      .map(({ value }) => Date.parse(value))
      .filter((value) => value > at && value - at <= EXTENSION_DAYS * DAY_MS);
    return extended.length ? { ...deadline, at: new Date(Math.max(...extended)).toISOString() } : deadline;
  });
}

/**
 * The cycles of `previous` that `latest` does not list yet: only when `previous` has more paper rounds
 * (a venue that moved its one deadline is not a venue with two), only deadlines far in the calendar year
 * from every deadline of `latest`, and only rounds that came after the ones `latest` kept. A later round
 * may simply not be announced yet (KDD lists its February cycle months after its July one); an earlier
 * round missing from an edition whose later round is out was dropped (ICSE 2027 has one cycle, in June).
 */
function missingCycles(previous: Edition, latest: Edition): Deadline[] {
  const papers = (edition: Edition) =>
    submissionDeadlines(edition).filter((deadline) => deadline.kind === 'paper').length;
  if (papers(previous) <= papers(latest)) return [];
  const latestDays = submissionDeadlines(latest).map((deadline) => dayOfYear(deadline.at));
  const isMissing = (deadline: Deadline) =>
    latestDays.every((other) => !isSameCycle(dayOfYear(deadline.at), other));
  const kept = submissionDeadlines(previous).filter((deadline) => !isMissing(deadline));
  if (kept.length === 0) return [];
  const lastKept = Math.max(...kept.map((deadline) => Date.parse(deadline.at)));
  return submissionDeadlines(previous).filter(
    (deadline) => isMissing(deadline) && Date.parse(deadline.at) > lastKept,
  );
}

function isSameCycle(day: number, other: number): boolean {
  const apart = Math.abs(day - other);
  return Math.min(apart, 365 - apart) <= SAME_CYCLE_DAYS;
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

/** The items whose deadline is of the main call, or all of them when none is. */
export function preferMainTrack<T>(items: T[], deadlineOf: (item: T) => Deadline): T[] {
  const main = items.filter((item) => isMainTrack(deadlineOf(item).track));
  return main.length > 0 ? main : items;
}
