import { createMiddleware } from 'hono/factory';
import { messages } from '@venuescout/contracts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import type { Auth } from './create-auth.ts';
import { findSessionUser } from './find-session-user.ts';

/** Middleware that loads the session from the cookie and refuses the request without one (401). */
export function requireSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await findSessionUser(auth, c.req.raw.headers);
    if (!user) throw new AppError('UNAUTHENTICATED', messages.userNotAuthenticated);
    c.set('user', user);
    await next();
  });
}
