import { defineConfig } from 'vitest/config';

// Each package's `vitest.config.ts` is its unit project (named `unit:…`): pure logic, no database, no
// process, no shipped index or shared data. `vitest.integration.config.ts` holds the rest
// (`integration:…`). `npm run test:unit` and `npm run test:integration` pick one kind by name. Unit
// projects run with `isolate: false`: pure tests keep no state between files, so the files of a worker
// share one module graph and one DOM environment (about 4 s for the whole unit suite instead of 25 s).
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/*/vitest.integration.config.ts',
      'apps/*/vitest.config.ts',
      'apps/*/vitest.integration.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
