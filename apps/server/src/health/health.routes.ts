import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';

const readinessTimeoutMs = 2000;

/** `/healthz` (the process is up) and `/readyz` (the database answers). */
export function healthRoutes({ pingDb }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), readinessTimeoutMs);
      });
      try {
        await Promise.race([pingDb(), timeout]);
        return c.json({ status: 'ok' });
      } catch {
        return c.json({ status: 'unavailable' }, 503);
      } finally {
        clearTimeout(timer);
      }
    });
}
