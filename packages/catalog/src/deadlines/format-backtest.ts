import { BACKTEST_LEAD_DAYS, type Backtest, type BacktestSkipReason } from './backtest-estimator.ts';
import type { EstimateErrorBands } from './find-next-deadline.ts';
import {
  ESTIMATE_RULES,
  WITHIN_DAYS,
  type BacktestStats,
  type BacktestSummary,
} from './summarize-backtest.ts';

/** Skip reasons too common to list venue by venue; the report gives their count only. */
const COUNTED_ONLY: ReadonlySet<BacktestSkipReason> = new Set([
  'no earlier edition with a paper or abstract deadline',
]);

/** Formats a back-test as the plain-text report `npm run catalog:backtest` prints. */
export function formatBacktest(
  backtest: Backtest,
  summary: BacktestSummary,
  bands: EstimateErrorBands,
): string {
  const lines = [
    `Deadline estimate back-test: ${summary.overall.cases} cases`,
    `(latest edition hidden; estimated ${BACKTEST_LEAD_DAYS} days before its first deadline, or just after the previous edition's last)`,
    '',
    [
      'rule'.padEnd(10),
      'cases'.padStart(5),
      'median'.padStart(7),
      ...WITHIN_DAYS.map((days) => `±${days}d`.padStart(5)),
      'p80'.padStart(6),
      'p90'.padStart(6),
    ].join(' '),
    statsRow('all', summary.overall),
    ...ESTIMATE_RULES.map((rule) => statsRow(rule, summary.byRule[rule])),
    '',
    `Served error bands (p80, rounded up): ${ESTIMATE_RULES.map((rule) => `${rule} ${bands[rule] === undefined ? 'none (too few cases)' : `±${bands[rule]} days`}`).join(', ')}`,
    '',
    `${summary.worst.length} worst cases:`,
    ...summary.worst.map(
      (item) =>
        `  ${item.venueId.padEnd(36)} ${item.rule.padEnd(9)} ${item.kind.padEnd(8)} predicted ${item.predicted.slice(0, 10)}  actual ${item.actual.slice(0, 10)}  error ${formatSigned(item.errorDays)} days`,
    ),
    '',
    `Skipped venues: ${backtest.skipped.length}`,
    ...skippedLines(backtest),
  ];
  return `${lines.join('\n')}\n`;
}

function statsRow(label: string, stats: BacktestStats): string {
  const days = (value: number | null) => (value === null ? '–' : value.toFixed(1)).padStart(6);
  const share = (value: number | null) => (value === null ? '–' : `${Math.round(value * 100)}%`).padStart(5);
  return [
    label.padEnd(10),
    String(stats.cases).padStart(5),
    days(stats.medianAbsDays).padStart(7),
    ...WITHIN_DAYS.map((limit) => share(stats.within[limit])),
    days(stats.p80AbsDays),
    days(stats.p90AbsDays),
  ].join(' ');
}

function skippedLines({ skipped }: Backtest): string[] {
  const byReason = new Map<BacktestSkipReason, string[]>();
  for (const { venueId, reason } of skipped) byReason.set(reason, [...(byReason.get(reason) ?? []), venueId]);
  return [...byReason.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([reason, ids]) => [
      `  ${reason}: ${ids.length}`,
      ...(COUNTED_ONLY.has(reason) ? [] : [`    ${ids.join(', ')}`]),
    ]);
}

function formatSigned(days: number): string {
  return `${days > 0 ? '+' : ''}${days.toFixed(1)}`;
}
