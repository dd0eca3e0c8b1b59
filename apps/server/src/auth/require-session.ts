import { createMiddleware } from 'hono/factory';
import { messages } from '@venuescout/contracts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import type { Auth } from './create-auth.ts';
import { endExpiredSession } from './end-expired-session.ts';

/** Middleware that loads the session from the cookie and refuses the request without one (401). */
export function requireSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session || (await endExpiredSession(auth, session.session))) {
      throw new AppError('UNAUTHENTICATED', messages.userNotAuthenticated);
    }
    c.set('user', { id: session.user.id, email: session.user.email, createdAt: session.user.createdAt });
    await next();
  });
}
