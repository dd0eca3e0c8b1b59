import type { MiddlewareHandler } from 'hono';
import type { Auth } from './create-auth.ts';

/**
 * How long a session may live however active it is. better-auth slides a session's expiry forward on
 * use, so without this bound a stolen cookie that keeps being used would never die.
 */
export const sessionMaxAgeMs = 30 * 24 * 60 * 60 * 1000;

/** Ends the session when it is past its absolute lifetime; true when it did. */
export async function endExpiredSession(
  auth: Auth,
  session: { token: string; createdAt: Date },
  now = new Date(),
): Promise<boolean> {
  if (now.getTime() - new Date(session.createdAt).getTime() <= sessionMaxAgeMs) return false;
  const context = await auth.$context;
  await context.internalAdapter.deleteSession(session.token);
  return true;
}

/**
 * Middleware that ends a session past its absolute lifetime before any route sees it, better-auth's
 * own routes (get-session, change-password…) included.
 */
export function endExpiredSessions(auth: Auth): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header('cookie')?.includes('session_token')) {
      const session = await auth.api.getSession({
        headers: c.req.raw.headers,
        query: { disableRefresh: true },
      });
      if (session) await endExpiredSession(auth, session.session);
    }
    await next();
  };
}
