import { defineProject } from 'vitest/config';

// `*.integration.test.ts`: every test here talks to a database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
export default defineProject({
  test: {
    name: 'integration:db',
    include: ['src/**/*.integration.test.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
