import { defineProject } from 'vitest/config';

/** Tests that build the whole web app with Vite. */
export const integrationTests = ['src/bundle-secrets.test.ts'];

export default defineProject({
  test: { name: 'integration:web', include: integrationTests, environment: 'node', testTimeout: 60_000 },
});
