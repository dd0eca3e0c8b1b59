import { defineProject } from 'vitest/config';

/**
 * `*.integration.test.ts`: tests that start the app (and so a database), a server process, a database
 * client or a network server. Everything else named `*.test.ts` is a unit test.
 */
export default defineProject({
  test: {
    name: 'integration:server',
    include: ['src/**/*.integration.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
