// `npm run bench [-- --papers FILE]`: index load time and the heap it adds, then single-match latency
// p50/p95/p99 over 1,000 papers (from the corpus file, or generated when none is given).
import { loadCatalog } from '@venuescout/catalog';
import { loadIndex } from '../src/index/load-index.ts';
import { createMatcher } from '../src/match/create-matcher.ts';
import type { PaperInput } from '../src/types.ts';
import { parseCli } from './lib/parse-cli.ts';
import { readJsonLines } from './lib/read-json-lines.ts';

const args = parseCli('npm run bench [-- --papers FILE]', ['papers']);
const defaultPapers = new URL('../../../../shared/data/papers-train.jsonl.gz', import.meta.url).pathname;
globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
const loadStarted = performance.now();
const index = await loadIndex();
const loadMs = performance.now() - loadStarted;
const { venues } = await loadCatalog();
const matcher = createMatcher(index, venues);
globalThis.gc?.();
const heapAfter = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;

const corpus = readJsonLines(args.papers ?? defaultPapers) as PaperInput[];
const papers = Array.from({ length: 1000 }, (_, i) => corpus[(i * 7919) % corpus.length]!);
for (const paper of papers.slice(0, 50)) matcher.match(paper, { top: 20 });
const latencies = papers.map((paper) => {
  const started = performance.now();
  matcher.match(paper, { top: 20 });
  return performance.now() - started;
});
latencies.sort((a, b) => a - b);
const at = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(2);
console.log(
  `index load ${loadMs.toFixed(0)} ms; heap added by index + matcher ${((heapAfter - heapBefore) / 1e6).toFixed(0)} MB`,
);
console.log(
  `match latency over ${latencies.length} papers: p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms`,
);
