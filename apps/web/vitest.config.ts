import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'unit:web',
    isolate: false,
    exclude: ['**/node_modules/**', '**/*.integration.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
