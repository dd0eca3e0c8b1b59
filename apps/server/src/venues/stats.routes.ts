import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { getCatalogStats } from './get-catalog-stats.ts';

/** `GET /api/stats`: the measured figures the landing page shows. Public. */
export function statsRoutes({ venueDirectory, top10HitRate, venuesWithPapers }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(await getCatalogStats({ venueDirectory, top10HitRate, venuesWithPapers, now: new Date() }));
  });
}
