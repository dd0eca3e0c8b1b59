import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: '@venuescout/server', testTimeout: 30_000, hookTimeout: 60_000 },
});
