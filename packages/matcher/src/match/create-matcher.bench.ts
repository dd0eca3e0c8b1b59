import { fileURLToPath } from 'node:url';
import { bench, describe } from 'vitest';
import { openMatcher } from '../../scripts/lib/open-matcher.ts';
import { readJsonLines } from '../../scripts/lib/read-json-lines.ts';
import type { PaperInput } from '../types.ts';

const corpusFile = fileURLToPath(
  new URL('../../../../../shared/data/papers-train.jsonl.gz', import.meta.url),
);
const { matcher } = await openMatcher();
const corpus = readJsonLines(corpusFile) as PaperInput[];
// 1,000 papers spread over the corpus by a prime stride, the same set on every run.
const papers = Array.from({ length: 1000 }, (_, i) => corpus[(i * 7919) % corpus.length]!);
const latencies: number[] = [];
let next = 0;

/** vitest reports p75/p99 of the whole task; the product quotes p50/p95/p99 of single matches. */
function printLatencies() {
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(2);
  console.log(
    `match latency over ${latencies.length} matches: p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms`,
  );
}

describe('one match, top 20 with explanations', () => {
  bench(
    'matches a corpus paper',
    () => {
      const paper = papers[next++ % papers.length]!;
      const started = performance.now();
      matcher.match(paper, { top: 20 });
      latencies.push(performance.now() - started);
    },
    {
      iterations: 1000,
      time: 0,
      warmupIterations: 50,
      // The warm-up's matches would otherwise count among the latencies.
      setup: (_task, mode) => {
        if (mode === 'run') latencies.length = 0;
      },
      teardown: (_task, mode) => {
        if (mode === 'run') printLatencies();
      },
    },
  );
});
