import { defineProject } from 'vitest/config';

/**
 * `*.integration.test.ts`: tests that start the app (and so a database), a server process, a database
 * client or a network server. Everything else named `*.test.ts` is a unit test.
 *
 * `isolate: false`: the files of a worker share one module graph, so the app's modules (Hono,
 * better-auth, drizzle, PGlite) load once per worker rather than once per file (import time 105 s → 20 s
 * summed). Each file still starts its own app on its own cloned database; no module keeps state between
 * apps.
 */
export default defineProject({
  test: {
    name: 'integration:server',
    include: ['src/**/*.integration.test.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
