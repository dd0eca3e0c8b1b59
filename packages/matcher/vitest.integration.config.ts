import { defineProject } from 'vitest/config';

/** `*.integration.test.ts`: tests over the shipped catalog and index, or the paper corpus in `../shared/data`. */
export default defineProject({
  test: {
    name: 'integration:matcher',
    include: ['src/**/*.integration.test.ts', 'scripts/**/*.integration.test.ts'],
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
