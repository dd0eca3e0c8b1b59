import { defineProject } from 'vitest/config';

/** `*.integration.test.ts`: tests that build the whole web app with Vite. */
export default defineProject({
  test: {
    name: 'integration:web',
    include: ['src/**/*.integration.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
