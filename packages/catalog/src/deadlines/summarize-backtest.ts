import type { Backtest, BacktestCase } from './backtest-estimator.ts';
import type { EstimateRule } from './estimate-next-deadline.ts';
import type { EstimateErrorBands } from './find-next-deadline.ts';

export const ESTIMATE_RULES: readonly EstimateRule[] = ['annual', 'two-cycle', 'biennial'];
/** The "within ±N days" thresholds the back-test reports. */
export const WITHIN_DAYS = [7, 14, 21, 30] as const;
/** A rule with fewer cases than this gets no error band: its percentile would say little. */
export const MIN_BAND_CASES = 5;

export interface BacktestStats {
  cases: number;
  medianAbsDays: number | null;
  /** Share of cases (0–1) whose absolute error is at most each of `WITHIN_DAYS`. */
  within: Record<(typeof WITHIN_DAYS)[number], number | null>;
  p80AbsDays: number | null;
  p90AbsDays: number | null;
}

export interface BacktestSummary {
  overall: BacktestStats;
  byRule: Record<EstimateRule, BacktestStats>;
  /** The largest absolute errors first, ties by venue id. */
  worst: BacktestCase[];
}

/** Summarizes a back-test: error statistics overall and per rule, and the `worstCount` largest errors. */
export function summarizeBacktest({ cases }: Backtest, worstCount = 10): BacktestSummary {
  const byRule = Object.fromEntries(
    ESTIMATE_RULES.map((rule) => [rule, getStats(cases.filter((item) => item.rule === rule))]),
  ) as Record<EstimateRule, BacktestStats>;
  const worst = [...cases]
    .sort((a, b) => Math.abs(b.errorDays) - Math.abs(a.errorDays) || a.venueId.localeCompare(b.venueId))
    .slice(0, worstCount);
  return { overall: getStats(cases), byRule, worst };
}

/**
 * The error band served with each estimate: per rule, the 80th percentile of the back-test's absolute
 * errors rounded up to whole days, so "usually within ±N days" holds for about four estimates in five.
 */
export function getEstimateErrorBands(backtest: Backtest): EstimateErrorBands {
  const bands: EstimateErrorBands = {};
  for (const rule of ESTIMATE_RULES) {
    const errors = backtest.cases.filter((item) => item.rule === rule).map((item) => item.errorDays);
    if (errors.length >= MIN_BAND_CASES) bands[rule] = Math.ceil(percentile(errors.map(Math.abs), 0.8)!);
  }
  return bands;
}

function getStats(cases: BacktestCase[]): BacktestStats {
  const abs = cases.map((item) => Math.abs(item.errorDays)).sort((a, b) => a - b);
  const share = (days: number) =>
    abs.length ? abs.filter((error) => error <= days).length / abs.length : null;
  const middle = abs.length / 2;
  return {
    cases: abs.length,
    medianAbsDays: abs.length
      ? abs.length % 2
        ? abs[Math.floor(middle)]!
        : (abs[middle - 1]! + abs[middle]!) / 2
      : null,
    within: { 7: share(7), 14: share(14), 21: share(21), 30: share(30) },
    p80AbsDays: percentile(abs, 0.8),
    p90AbsDays: percentile(abs, 0.9),
  };
}

/** The nearest-rank percentile: the smallest value with at least `q` of the values at or below it. */
function percentile(values: number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}
