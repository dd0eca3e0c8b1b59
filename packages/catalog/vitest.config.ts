import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@venuescout/catalog',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // The end-to-end import reads the whole shared data folder.
    testTimeout: 30_000,
  },
});
