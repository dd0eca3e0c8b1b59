import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

const cookieName = 'venuescout.registering';
const cookiePath = '/api/auth/verify-email';
// Long enough for a link re-sent later the same day; past it the confirmation still works, and the
// user signs in with the password they chose.
const lifetimeSeconds = 24 * 60 * 60;

function sign(secret: string, email: string, nonce: string, expiresAt: string): Buffer {
  return createHmac('sha256', secret)
    .update(`registering-browser\n${email}\n${nonce}\n${expiresAt}`)
    .digest();
}

/**
 * Marks the browser that signed `email` up, so that opening the confirmation link there signs it in.
 * The value is random and bound to the address by an HMAC with the auth secret, so it can be neither
 * guessed nor moved to another address; it expires on its own.
 */
export function markRegisteringBrowser(
  c: Context,
  { email, secret, isSecure }: { email: string; secret: string; isSecure: boolean },
): void {
  const expiresAt = String(Math.floor(Date.now() / 1000) + lifetimeSeconds);
  const nonce = randomBytes(16).toString('base64url');
  const mac = sign(secret, email.toLowerCase(), nonce, expiresAt).toString('base64url');
  setCookie(c, cookieName, `${expiresAt}.${nonce}.${mac}`, {
    httpOnly: true,
    // Lax: opening the link from a mail client is a top-level navigation, which carries the cookie.
    sameSite: 'Lax',
    secure: isSecure,
    path: cookiePath,
    maxAge: lifetimeSeconds,
  });
}

/** Whether this request comes from the browser that signed `email` up, within the last day. */
export function isRegisteringBrowser(
  c: Context,
  { email, secret }: { email: string; secret: string },
): boolean {
  const [expiresAt = '', nonce = '', mac = '', ...rest] = (getCookie(c, cookieName) ?? '').split('.');
  if (rest.length > 0 || !/^\d+$/.test(expiresAt) || Number(expiresAt) * 1000 < Date.now()) return false;
  const expected = sign(secret, email.toLowerCase(), nonce, expiresAt);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
