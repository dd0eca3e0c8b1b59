import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { listCatalogSourceStatuses } from './list-catalog-source-statuses.ts';

/** `GET /api/catalog/sources`: each catalog source with its shipped snapshot and last refresh. Public. */
export function catalogSourcesRoutes({ db }: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const items = await listCatalogSourceStatuses({ db });
    // Public and the same for everyone; a refresh runs weekly, so five minutes stale is harmless.
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ items });
  });
}
