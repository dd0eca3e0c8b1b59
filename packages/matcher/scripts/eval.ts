// `npm run eval -- --papers FILE`: ranks corpus-format papers (with `venue`) over the whole catalog
// through the same path as `match`, and prints acc@1/5/10, MRR, macro acc@10 and a per-area table.
// The last line is one JSON object with the figures.
import { evaluateMatcher } from '../src/eval/evaluate-matcher.ts';
import type { CorpusPaper } from '../src/types.ts';
import { openMatcher } from './lib/open-matcher.ts';
import { parseCli } from './lib/parse-cli.ts';
import { readJsonLines } from './lib/read-json-lines.ts';

const usage = 'npm run eval -- --papers FILE';
const args = parseCli(usage, ['papers']);
if (!args.papers) {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
const { venues, matcher } = await openMatcher();
const papers = readJsonLines(args.papers) as CorpusPaper[];
const started = performance.now();
const { overall, byArea, unresolved } = evaluateMatcher(matcher, papers, venues);
const seconds = (performance.now() - started) / 1000;
const f = (value: number) => value.toFixed(3);
console.log(
  `papers ${overall.papers} (${unresolved} with a venue outside the catalog), ranked in ${seconds.toFixed(1)} s`,
);
console.log(
  `acc@1 ${f(overall.acc1)}  acc@5 ${f(overall.acc5)}  acc@10 ${f(overall.acc10)}  MRR ${f(overall.mrr)}  macro acc@10 ${f(overall.macroAcc10)}`,
);
console.log('\narea                              papers  acc@1  acc@5  acc@10  MRR');
for (const [area, summary] of Object.entries(byArea)) {
  console.log(
    `${area.padEnd(32)} ${String(summary.papers).padStart(7)}  ${f(summary.acc1)}  ${f(summary.acc5)}  ${f(summary.acc10)}   ${f(summary.mrr)}`,
  );
}
console.log(
  JSON.stringify({
    papers: overall.papers,
    acc1: overall.acc1,
    acc5: overall.acc5,
    acc10: overall.acc10,
    mrr: overall.mrr,
    macroAcc10: overall.macroAcc10,
    byArea: Object.fromEntries(
      Object.entries(byArea).map(([area, s]) => [area, { papers: s.papers, acc10: s.acc10, mrr: s.mrr }]),
    ),
  }),
);
