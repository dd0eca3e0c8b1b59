import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { requireSession } from '../auth/require-session.ts';
import { getMe } from './get-me.ts';
import { presentMe } from './me.presenter.ts';

/** `GET /api/me`: the signed-in user, plan and limits. */
export function meRoutes({ auth, db, env, logger, billing }: AppDeps) {
  return new Hono<AppEnv>().get('/', requireSession(auth), async (c) => {
    const view = await getMe({
      db,
      env,
      logger,
      billingProvider: billing.kind,
      hasPortal: billing.capabilities.portal !== null,
      userId: c.get('user').id,
    });
    return c.json(presentMe(view));
  });
}
