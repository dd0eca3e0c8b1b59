import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run bench`: the shipped index's load time and heap, and single-match latency. Kept out of the
 * unit and integration projects because it loads the shipped index and the paper corpus.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'bench:matcher',
    benchmark: { include: ['src/**/*.bench.ts'] },
    // One file at a time, so that a file's timings do not share the two cores with another's.
    fileParallelism: false,
    // Lets the heap figure settle the heap with gc() before and after loading.
    execArgv: ['--expose-gc'],
    // The figures vitest's table lacks (heap, p50/p95) are printed; let them through as they come.
    disableConsoleIntercept: true,
  },
});
