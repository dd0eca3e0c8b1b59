import { defineProject } from 'vitest/config';

/** Tests over the shipped catalog and index, or the paper corpus in `../shared/data`. */
export const integrationTests = [
  'src/advice/write-advice.test.ts',
  'scripts/lib/corpus-labels.test.ts',
  'src/eval/flagship-table.test.ts',
  'src/eval/measure-held-out.test.ts',
  'src/index/build-index.test.ts',
  'src/match/create-matcher.test.ts',
  'src/match/rank-by-field.test.ts',
];

export default defineProject({
  test: { name: 'integration:matcher', include: integrationTests, testTimeout: 60_000, hookTimeout: 60_000 },
});
