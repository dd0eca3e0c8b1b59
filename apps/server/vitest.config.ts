import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'unit:server',
    isolate: false,
    include: ['src/**/*.test.ts'],
    exclude: ['**/*.integration.test.ts'],
  },
});
