import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';
import type { AppEnv } from '../app-env.ts';
import type { Auth } from './create-auth.ts';
import { isRegisteringBrowser } from './registering-browser.ts';

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

/** Where a browser that confirmed someone else's address is sent: sign-in, told the address is confirmed. */
function confirmedSignInPath(callbackUrl: string | undefined): string {
  const query = new URLSearchParams({ confirmed: '1' });
  // rejectUnsafeRedirects has already refused a callback that leaves the site.
  if (callbackUrl) query.set('redirectTo', callbackUrl);
  return `/login?${query.toString()}`;
}

/**
 * Hands the link to better-auth without the browser's cookie, so the address is confirmed while the
 * browser's session, if any, stays as it is; the session better-auth opens for the link's user is
 * deleted and its cookie dropped. `hasConfirmed` says whether it opened one, i.e. confirmed just now.
 */
async function confirmWithoutSignIn(
  c: Context<AppEnv>,
  { auth, db }: { auth: Auth; db: Db },
): Promise<{ answer: Response; hasConfirmed: boolean }> {
  const headers = new Headers(c.req.raw.headers);
  headers.delete('cookie');
  const answer = await auth.handler(new Request(c.req.raw.url, { method: 'GET', headers }));
  let hasConfirmed = false;
  for (const line of answer.headers.getSetCookie()) {
    const token = sessionTokenIn(line);
    if (!token) continue;
    hasConfirmed = true;
    await db.delete(schema.sessions).where(eq(schema.sessions.token, token));
  }
  const kept = new Headers(answer.headers);
  kept.delete('set-cookie');
  return { answer: new Response(answer.body, { status: answer.status, headers: kept }), hasConfirmed };
}

/**
 * `GET /verify-email`: a confirmation link signs its user in only in the browser that registered.
 * better-auth signs the link's user in wherever the link is opened, which lets anyone who gets hold of
 * a link (a forwarded mail, a shared computer, a link sent on purpose) work in that account, or slip a
 * signed-in victim into the sender's account. So:
 * - someone else signed in: the address is confirmed and the current session kept;
 * - nobody signed in, and this is not the browser that registered the address: the address is
 *   confirmed, nobody is signed in, and the browser goes to sign-in with a note that it is confirmed.
 * Returns null when better-auth may answer as usual: the registering browser, the link's own user
 * already signed in, or a token that names no address (better-auth refuses it).
 */
export async function confirmWithoutSwitching(
  c: Context<AppEnv>,
  { auth, db, secret }: { auth: Auth; db: Db; secret: string },
): Promise<Response | null> {
  const email = emailInToken(c.req.query('token'));
  if (!email) return null;
  const current = await auth.api.getSession({ headers: c.req.raw.headers });
  if (current) {
    if (email === current.user.email.toLowerCase()) return null;
    return (await confirmWithoutSignIn(c, { auth, db })).answer;
  }
  if (isRegisteringBrowser(c, { email, secret })) return null;
  const { answer, hasConfirmed } = await confirmWithoutSignIn(c, { auth, db });
  // Errors (expired or forged token) and links already used keep better-auth's answer.
  if (!hasConfirmed) return answer;
  return c.redirect(confirmedSignInPath(c.req.query('callbackURL')), 302);
}
