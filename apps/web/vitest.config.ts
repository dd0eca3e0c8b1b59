import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: '@venuescout/web',
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
