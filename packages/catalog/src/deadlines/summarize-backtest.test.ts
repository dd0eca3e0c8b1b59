import { describe, expect, it } from 'vitest';
import type { Backtest, BacktestCase } from './backtest-estimator.ts';
import { getEstimateErrorBands, summarizeBacktest } from './summarize-backtest.ts';

function result(errors: [BacktestCase['rule'], number][]): Backtest {
  return {
    cases: errors.map(([rule, errorDays], index) => ({
      venueId: `conf/v${String(index).padStart(2, '0')}`,
      acronym: `V${index}`,
      rule,
      kind: 'paper',
      hiddenYear: 2026,
      now: '2025-06-01T00:00:00.000Z',
      predicted: '2025-10-01T00:00:00.000Z',
      actual: '2025-10-01T00:00:00.000Z',
      errorDays,
    })),
    skipped: [],
  };
}

// Ten annual cases with absolute errors 1…10 (signs mixed), two biennial ones.
const backtest = result([
  ['annual', -1],
  ['annual', 2],
  ['annual', -3],
  ['annual', 4],
  ['annual', 5],
  ['annual', -6],
  ['annual', 7],
  ['annual', 8.5],
  ['annual', -9],
  ['annual', 30],
  ['biennial', 3],
  ['biennial', -40],
]);

describe('summarizeBacktest', () => {
  const summary = summarizeBacktest(backtest, 3);

  it('gives the median, shares within each threshold and nearest-rank percentiles of absolute errors', () => {
    expect(summary.byRule.annual).toEqual({
      cases: 10,
      medianAbsDays: 5.5,
      within: { 7: 0.7, 14: 0.9, 21: 0.9, 30: 1 },
      p80AbsDays: 8.5,
      p90AbsDays: 9,
    });
    expect(summary.overall.cases).toBe(12);
    expect(summary.byRule['two-cycle']).toMatchObject({ cases: 0, medianAbsDays: null, p80AbsDays: null });
  });

  it('lists the largest absolute errors first', () => {
    expect(summary.worst.map((item) => item.errorDays)).toEqual([-40, 30, -9]);
  });
});

describe('getEstimateErrorBands', () => {
  it('serves the p80 absolute error rounded up, only for rules with at least five cases', () => {
    expect(getEstimateErrorBands(backtest)).toEqual({ annual: 9 });
  });
});
