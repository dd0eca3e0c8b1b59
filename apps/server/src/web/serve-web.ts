import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';

/**
 * The API answer a page opened without filters shows first. Announced with the HTML, it downloads while
 * the scripts do instead of after they have run; the app asks for the same URL in the same mode
 * (`crossorigin` makes the preload's mode match `fetch`), so it is fetched once.
 */
const firstDataPreloads: Record<string, string> = {
  '/venues': '</api/venues>; rel=preload; as=fetch; crossorigin',
};

/**
 * Serves the built single-page app: hashed assets with a long cache life, and index.html for every
 * other path so that client-side routes survive a reload. The build writes Brotli and gzip copies of
 * each text file, which are sent as they are to browsers that accept them.
 */
export function serveWeb(distDir: string) {
  const routes = new Hono<AppEnv>();
  const root = relative(process.cwd(), distDir);
  const indexFile = join(root, 'index.html');
  const serveIndexFile = serveStatic<AppEnv>({ path: indexFile, precompressed: true });

  // A hashed name changes with the content, so browsers may keep the file for good. A missing one is a
  // 404 rather than the app page, so that a stale chunk fails as such and no HTML is cached under its name.
  routes.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  routes.use('/assets/*', serveStatic({ root, precompressed: true }));
  routes.get('/assets/*', (c) => c.text('Not found', 404));

  // index.html names the current build's assets, so browsers must revalidate it on every visit; without
  // an explicit header they may reuse it heuristically and load a previous build.
  const sendIndex = async (c: Context<AppEnv>) => {
    const response = await serveIndexFile(c, async () => {});
    if (!response) {
      return c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503);
    }
    c.res = response;
    c.header('Cache-Control', 'no-cache');
    // The hint describes a page opened without filters; with a query its first answer differs.
    const preload = firstDataPreloads[c.req.path];
    if (preload && !c.req.url.includes('?')) c.header('Link', preload);
    return c.res;
  };
  routes.get('/', sendIndex);
  routes.use('*', serveStatic({ root, precompressed: true }));
  routes.get('*', sendIndex);
  return routes;
}
