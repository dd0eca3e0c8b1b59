import type { FlagshipResult } from '../../src/eval/measure-flagships.ts';
import type { HeldOutReport } from '../../src/eval/measure-held-out.ts';
import type { RankSummary } from '../../src/eval/summarize-ranks.ts';

const f = (value: number) => value.toFixed(3);

/** One line of figures for a scored set. */
export function formatSummary(label: string, summary: RankSummary): string {
  return (
    `${label.padEnd(22)} papers ${String(summary.papers).padStart(5)}  venues ${String(summary.venues).padStart(3)}  ` +
    `acc@1 ${f(summary.acc1)}  acc@5 ${f(summary.acc5)}  acc@10 ${f(summary.acc10)}  MRR ${f(summary.mrr)}  ` +
    `macro acc@10 ${f(summary.macroAcc10)}  field first ${f(summary.fieldFirst)}`
  );
}

/** A per-area table of a scored set. */
export function formatAreas(byArea: Record<string, RankSummary>): string {
  const lines = [
    'area                              papers  venues  acc@1  acc@5  acc@10  MRR    field first',
  ];
  for (const [area, s] of Object.entries(byArea)) {
    lines.push(
      `${area.padEnd(32)} ${String(s.papers).padStart(7)} ${String(s.venues).padStart(7)}  ${f(s.acc1)}  ${f(s.acc5)}  ${f(s.acc10)}   ${f(s.mrr)}  ${f(s.fieldFirst)}`,
    );
  }
  return lines.join('\n');
}

/** The flagship table: per case where its best accepted venue landed and what led instead, then the shares. */
export function formatFlagships(result: FlagshipResult, acronymOf: ReadonlyMap<string, string>): string {
  const name = (id: string) => acronymOf.get(id) ?? id;
  const percent = (share: number) => `${Math.round(100 * share)} %`;
  const lines = result.rows.map(
    ({ field, bestRank, bestVenueId, top3 }) =>
      `${field.padEnd(34)} best rank ${(Number.isFinite(bestRank) ? String(bestRank) : 'none').padStart(4)}  ` +
      `${(bestVenueId === null ? '-' : name(bestVenueId)).padEnd(16)} top 3: ${top3.map(name).join(', ')}`,
  );
  const { cases, top3Share, top10Share } = result.summary;
  lines.push(
    `flagship table: ${cases} cases, accepted venue in top 3 ${percent(top3Share)}, in top 10 ${percent(top10Share)}`,
  );
  return lines.join('\n');
}

/** The coverage notice's rates on a scored set. */
export function formatNotice(summary: RankSummary): string {
  const percent = (value: number) => `${(100 * value).toFixed(1)} %`;
  return (
    `coverage notice: shown for ${percent(summary.noticeOnMisses)} of papers whose venue missed the top 10, ` +
    `and for ${percent(summary.noticeOnTop3)} of those whose venue was in the top 3`
  );
}

/** Everything `measureHeldOut` found, as `npm run eval` and `npm run index:build` print it. */
export function formatHeldOut(
  report: HeldOutReport,
  venues: readonly { id: string; acronym: string }[],
): string {
  const acronymOf = new Map(venues.map((venue) => [venue.id, venue.acronym]));
  const { fitSpread } = report;
  return [
    formatSummary('balanced (≤30/venue)', report.balanced),
    formatSummary('balanced, all venues', report.balancedAllVenues),
    formatSummary('by size (1/3 sample)', report.sized),
    formatSummary('new fields, balanced', report.newFields),
    formatSummary('titles only, balanced', report.titleOnly),
    formatSummary('dblp title lists', report.titleLists),
    formatNotice(report.balanced),
    `fit spread: median relevance at the true venue, smallest quarter of venues ${fitSpread.smallestQuarter}, ` +
      `largest quarter ${fitSpread.largestQuarter}; true venues in the top 10 reading good or strong ` +
      `${(100 * report.balanced.goodFitInTop10).toFixed(1)} %`,
    `never in the top 20 (balanced): ${report.balanced.neverTop20.map((id) => acronymOf.get(id) ?? id).join(', ') || 'none'}`,
    `\nflagship table, full papers\n${formatFlagships(report.flagships.full, acronymOf)}`,
    `\nflagship table, titles only\n${formatFlagships(report.flagships.titleOnly, acronymOf)}`,
    `\nbalanced set by area of the true venue\n${formatAreas(report.byArea)}`,
  ].join('\n');
}
