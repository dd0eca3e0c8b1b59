import { defineProject } from 'vitest/config';

// The lint guards write fixture files into the repository tree and start ESLint with the resolver over
// every workspace, so they run with the integration tests.
export default defineProject({
  test: {
    name: 'integration:lint',
    include: ['**/*.integration.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
