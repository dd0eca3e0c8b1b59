import { defineProject } from 'vitest/config';

/** Tests that import the whole upstream catalog from `../shared/data/catalog`. */
export const integrationTests = ['src/catalog/import-catalog.test.ts'];

export default defineProject({
  test: {
    name: 'integration:catalog',
    include: integrationTests,
    testTimeout: 30_000,
  },
});
