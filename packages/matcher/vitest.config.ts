import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'unit:matcher',
    isolate: false,
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/*.integration.test.ts'],
  },
});
