import { defineProject } from 'vitest/config';
import { integrationTests } from './vitest.integration.config.ts';

export default defineProject({
  test: { name: 'unit:catalog', isolate: false, include: ['src/**/*.test.ts'], exclude: integrationTests },
});
