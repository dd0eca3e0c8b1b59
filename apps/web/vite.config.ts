import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './precompress-assets.ts';

// The API server listens on port 3000 in development; proxying keeps every request same-origin, which
// the server requires for state-changing requests and which lets the session cookie stay httpOnly.
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets()],
  server: {
    proxy: {
      '/api': apiServer,
      '/healthz': apiServer,
    },
  },
  build: {
    // Budget for the landing page's initial JS is 170 KB gzipped; warn well before a single chunk nears it.
    chunkSizeWarningLimit: 400,
  },
});
