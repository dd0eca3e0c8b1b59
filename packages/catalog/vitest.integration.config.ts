import { defineProject } from 'vitest/config';

/** `*.integration.test.ts`: tests that import the whole upstream catalog from `../shared/data/catalog`. */
export default defineProject({
  test: {
    name: 'integration:catalog',
    include: ['src/**/*.integration.test.ts'],
    isolate: false,
    testTimeout: 30_000,
  },
});
