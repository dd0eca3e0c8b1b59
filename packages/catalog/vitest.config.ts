import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'unit:catalog',
    isolate: false,
    include: ['src/**/*.test.ts'],
    exclude: ['**/*.integration.test.ts'],
  },
});
