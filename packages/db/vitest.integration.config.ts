import { defineProject } from 'vitest/config';

// Every test here talks to a database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
export default defineProject({
  test: { name: 'integration:db', testTimeout: 30_000, hookTimeout: 60_000 },
});
