import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: '@venuescout/matcher', testTimeout: 60_000, hookTimeout: 60_000 },
});
