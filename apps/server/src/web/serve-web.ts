import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

/**
 * Serves the built single-page app: hashed assets with a long cache life, and index.html for every
 * other path so that client-side routes survive a reload.
 */
export function serveWeb(distDir: string) {
  const routes = new Hono<AppEnv>();
  const indexFile = join(distDir, 'index.html');
  let indexHtml: string | undefined;

  routes.use(
    '/assets/*',
    serveStatic({
      root: relative(process.cwd(), distDir),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  routes.use('*', serveStatic({ root: relative(process.cwd(), distDir) }));
  routes.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503);
    }
    indexHtml ??= readFileSync(indexFile, 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return routes;
}
