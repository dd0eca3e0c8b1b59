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
