import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { integrationTests } from './vitest.integration.config.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'unit:web',
    isolate: false,
    exclude: ['**/node_modules/**', ...integrationTests],
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
