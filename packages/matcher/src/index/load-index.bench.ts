import { bench, describe } from 'vitest';
import { openMatcher } from '../../scripts/lib/open-matcher.ts';
import { loadIndex } from './load-index.ts';

// The heap the shipped index and a matcher over it hold, measured once before the timed loads; the
// figure is only exact with --expose-gc (set in vitest.bench.config.ts), which lets gc() settle the heap.
const collect = () => (globalThis as { gc?: () => void }).gc?.();
const heapInUse = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
collect();
const heapBefore = heapInUse();
const opened = await openMatcher();
collect();
const heapAdded = heapInUse() - heapBefore;
console.log(
  `heap added by the index (${opened.index.profiles.length} learned venues) + matcher: ${(heapAdded / 1e6).toFixed(0)} MB`,
);

describe('shipped index', () => {
  bench(
    'loads the shipped index',
    async () => {
      await loadIndex();
    },
    { iterations: 5, warmupIterations: 1, time: 0 },
  );
});
