import type { DeadlineKind, Venue } from '../model/venue.ts';
import { submissionDeadlines, type EstimateRule } from './estimate-next-deadline.ts';
import { findNextDeadline } from './find-next-deadline.ts';

/** One venue whose latest edition was hidden and estimated from the ones before it. */
export interface BacktestCase {
  venueId: string;
  acronym: string;
  rule: EstimateRule;
  kind: DeadlineKind;
  /** The year of the hidden edition. */
  hiddenYear: number;
  /** The moment the estimate was made for (see `backtestEstimator`). */
  now: string;
  predicted: string;
  actual: string;
  /** predicted − actual, in days (positive: the estimate was late). */
  errorDays: number;
}

export interface BacktestSkip {
  venueId: string;
  reason: BacktestSkipReason;
}

export type BacktestSkipReason =
  | 'no earlier edition with a paper or abstract deadline'
  | 'the hidden call overlaps the previous edition'
  | 'no estimate from the earlier editions'
  | 'the hidden edition has no deadline of the estimated kind';

export interface Backtest {
  cases: BacktestCase[];
  skipped: BacktestSkip[];
}

/** How long before the hidden edition's first deadline the estimate is made: about when calls appear. */
export const BACKTEST_LEAD_DAYS = 120;
const DAY_MS = 86_400_000;

/**
 * Back-tests `findNextDeadline` on a catalog. For each venue it hides the latest edition with a paper or
 * abstract deadline (and every later edition), and asks for the next deadline at the later of two
 * moments: `BACKTEST_LEAD_DAYS` before the hidden edition's earliest submission deadline (before its call
 * is usually out), and just after the last submission deadline of the editions kept (so the estimator
 * estimates rather than returns a published date). The estimate is compared with the hidden edition's
 * earliest deadline of the same kind. Cases and skips are sorted by venue id, so the result depends only
 * on the catalog.
 */
export function backtestEstimator(venues: Venue[]): Backtest {
  const cases: BacktestCase[] = [];
  const skipped: BacktestSkip[] = [];
  for (const venue of [...venues].sort((a, b) => a.id.localeCompare(b.id))) {
    const outcome = backtestVenue(venue);
    if ('reason' in outcome) skipped.push({ venueId: venue.id, reason: outcome.reason });
    else cases.push(outcome);
  }
  return { cases, skipped };
}

function backtestVenue(venue: Venue): BacktestCase | { reason: BacktestSkipReason } {
  const dated = venue.editions.filter((edition) => submissionDeadlines(edition).length > 0);
  const hidden = dated.reduce<(typeof dated)[number] | undefined>(
    (latest, edition) => (!latest || edition.year > latest.year ? edition : latest),
    undefined,
  );
  const kept = venue.editions.filter((edition) => !hidden || edition.year < hidden.year);
  const keptAts = kept.flatMap((edition) => submissionDeadlines(edition).map(({ at }) => Date.parse(at)));
  if (!hidden || keptAts.length === 0)
    return { reason: 'no earlier edition with a paper or abstract deadline' };
  const hiddenAts = submissionDeadlines(hidden).map(({ at }) => Date.parse(at));
  const first = Math.min(...hiddenAts);
  const nowMs = Math.max(first - BACKTEST_LEAD_DAYS * DAY_MS, Math.max(...keptAts) + 1);
  if (nowMs >= first) return { reason: 'the hidden call overlaps the previous edition' };
  const estimate = findNextDeadline({ ...venue, editions: kept }, new Date(nowMs));
  if (!estimate?.estimated) return { reason: 'no estimate from the earlier editions' };
  const actual = submissionDeadlines(hidden)
    .filter((deadline) => deadline.kind === estimate.kind)
    .map(({ at }) => at)
    .sort()[0];
  if (!actual) return { reason: 'the hidden edition has no deadline of the estimated kind' };
  return {
    venueId: venue.id,
    acronym: venue.acronym,
    rule: estimate.rule,
    kind: estimate.kind,
    hiddenYear: hidden.year,
    now: new Date(nowMs).toISOString(),
    predicted: estimate.at,
    actual,
    errorDays: Math.round(((Date.parse(estimate.at) - Date.parse(actual)) / DAY_MS) * 100) / 100,
  };
}
