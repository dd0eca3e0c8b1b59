// `npm run index:build -- --papers FILE [--out FILE] [--evaluate no]`: measures the model on a held-out
// split (each venue's latest year), then builds the shipped index from every paper and writes it.
import { writeFileSync } from 'node:fs';
import { loadCatalog } from '@venuescout/catalog';
import { buildIndex } from '../src/index/build-index.ts';
import { SHIPPED_INDEX_PATH } from '../src/index/load-index.ts';
import { serializeIndex } from '../src/index/serialize-index.ts';
import { createMatcher } from '../src/match/create-matcher.ts';
import { evaluateMatcher } from '../src/eval/evaluate-matcher.ts';
import { splitByLatestYear } from '../src/eval/split-by-latest-year.ts';
import type { CorpusPaper } from '../src/types.ts';
import { parseCli } from './lib/parse-cli.ts';
import { readJsonLines } from './lib/read-json-lines.ts';

const args = parseCli('npm run index:build -- --papers FILE [--out FILE] [--evaluate no]', [
  'papers',
  'out',
  'evaluate',
]);
if (!args.papers) {
  console.error('usage: npm run index:build -- --papers FILE [--out FILE] [--evaluate no]');
  process.exit(2);
}
const started = performance.now();
const logger = {
  info: (message: string) => console.error(message),
  warn: (message: string) => console.error(`warning: ${message}`),
};
const papers = readJsonLines(args.papers) as CorpusPaper[];
const { venues } = await loadCatalog();

let evaluation = null;
if (args.evaluate !== 'no') {
  const { train, heldOut } = splitByLatestYear(papers);
  console.error(`held-out evaluation: training on ${train.length}, scoring ${heldOut.length} papers`);
  const heldOutIndex = buildIndex(train, venues, { logger });
  const result = evaluateMatcher(createMatcher(heldOutIndex, venues), heldOut, venues);
  const { acc1, acc5, acc10, mrr, papers: scored } = result.overall;
  evaluation = { acc1, acc5, acc10, mrr, papers: scored };
  console.error(
    `held-out: acc@1 ${acc1.toFixed(3)}  acc@5 ${acc5.toFixed(3)}  acc@10 ${acc10.toFixed(3)}  MRR ${mrr.toFixed(3)}`,
  );
}
const index = buildIndex(papers, venues, { logger, evaluation });
const bytes = serializeIndex(index);
const out = args.out ?? SHIPPED_INDEX_PATH;
writeFileSync(out, bytes);
console.error(
  `wrote ${out}: ${(bytes.length / 1e6).toFixed(2)} MB, ${index.terms.length} terms, ${index.entryClass.length} weights, ` +
    `${index.profiles.length} venues, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
