import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';
import type { AppEnv } from '../app-env.ts';
import type { Auth } from './create-auth.ts';

/** The address a confirmation token is for; better-auth verifies the signature itself afterwards. */
function emailInToken(token: string | undefined): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const { email } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown };
    return typeof email === 'string' ? email.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The session token inside a `…session_token=<token>.<signature>` Set-Cookie line, if it is one. */
function sessionTokenIn(setCookie: string): string | null {
  const match = /^(?:__Secure-)?better-auth\.session_token=([^;]*)/.exec(setCookie);
  const value = match?.[1] ? decodeURIComponent(match[1]) : '';
  return value.split('.')[0] || null;
}

/**
 * `GET /verify-email` while someone is signed in: a link for another address still confirms that
 * address, but must not swap the session. Otherwise anyone could send their own confirmation link to a
 * signed-in victim and have the victim work, unknowingly, in the sender's account. better-auth signs
 * the link's user in whenever the session is someone else's, so the link is handed to it without the
 * cookie, the session it opens is deleted and its cookie dropped. Returns null when no session is at
 * stake, so better-auth answers as usual.
 */
export async function confirmWithoutSwitching(
  c: Context<AppEnv>,
  { auth, db }: { auth: Auth; db: Db },
): Promise<Response | null> {
  const current = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!current) return null;
  const email = emailInToken(c.req.query('token'));
  if (!email || email === current.user.email.toLowerCase()) return null;

  const headers = new Headers(c.req.raw.headers);
  headers.delete('cookie');
  const answer = await auth.handler(new Request(c.req.raw.url, { method: 'GET', headers }));
  for (const line of answer.headers.getSetCookie()) {
    const token = sessionTokenIn(line);
    if (token) await db.delete(schema.sessions).where(eq(schema.sessions.token, token));
  }
  const kept = new Headers(answer.headers);
  kept.delete('set-cookie');
  return new Response(answer.body, { status: answer.status, headers: kept });
}
