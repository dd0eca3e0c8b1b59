import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../app-env.ts';
import { AppError } from './app-error.ts';

/** Largest request body the API accepts. */
export const maxBodyBytes = 64 * 1024;

/** Security headers for every answer; HSTS only when the public origin is https. */
export function securityHeaders(appUrl: string) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: appUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * How much of a refused body is read before the connection is closed. Closing a socket with unread
 * data makes TCP reset it, and the client may lose the 413 with it; up to this size reading the rest
 * costs less than that, and beyond it the client is sending far more than any form would.
 */
const maxDiscardedBytes = 1024 * 1024;

/**
 * Reads and drops what is left of a request body, up to `maxDiscardedBytes`; whether it all was read.
 * A body something else holds is left to it.
 */
async function discardBody(request: Request): Promise<boolean> {
  if (!request.body || request.bodyUsed) return true;
  if (request.body.locked) return false;
  const reader = request.body.getReader();
  let bytes = 0;
  try {
    while (bytes <= maxDiscardedBytes) {
      const chunk = await reader.read();
      if (chunk.done) return true;
      bytes += chunk.value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away, or the body outgrew its limit while being read.
  }
  return false;
}

const refuseLargeBody = (limit: number) => async (c: Context) => {
  await discardBody(c.req.raw);
  throw new AppError(
    'PAYLOAD_TOO_LARGE',
    limit >= 1024 * 1024
      ? `The request body is larger than ${limit / 1024 / 1024} MB.`
      : `The request body is larger than ${limit / 1024} KB.`,
    undefined,
    { Connection: 'close' },
  );
};

/**
 * Refuses bodies over `maxSize` bytes with 413 before any route reads them. The answer closes the
 * connection, after reading what it can of the rest (discardBody), which would otherwise be taken as
 * the client's next request on that socket.
 */
export const limitBody = (maxSize: number) => bodyLimit({ maxSize, onError: refuseLargeBody(maxSize) });

// NUL and the other C0 controls have no place in an id or a search, and PostgreSQL refuses NUL in text.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/;

/**
 * Refuses an address whose path or query does not decode to clean text (a malformed %-escape, a lone
 * surrogate, a NUL or another control character) with 400, before any route reads it: such a value
 * can only be an attack or a broken client, and in SQL it would fail as a 500.
 */
export const rejectUnsafeAddress = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const parts = [...url.pathname.split('/'), ...url.search.slice(1).split(/[&=]/)];
  for (const part of parts) {
    let text: string;
    try {
      text = decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      throw new AppError('BAD_REQUEST', 'The address is not valid: it contains a malformed escape.');
    }
    // A lone surrogate cannot get here: its UTF-8 escape (%ED%A0%80) fails to decode above.
    if (controlCharacters.test(text)) {
      throw new AppError('BAD_REQUEST', 'The address contains characters that are not allowed.');
    }
  }
  await next();
});

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated requests: a browser always sends Origin (or Sec-Fetch-Site)
 * on a cross-site write, so a value outside `trustedOrigins` is refused. Clients that are not browsers
 * send neither.
 */
export function requireSameOrigin(trustedOrigins: readonly string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      if ((origin && !trustedOrigins.includes(origin)) || (!origin && fetchSite === 'cross-site')) {
        throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
      }
    }
    await next();
  });
}

const hasBody = (request: Request) =>
  Number(request.headers.get('content-length') ?? 0) > 0 || request.headers.has('transfer-encoding');

/**
 * Reads whatever body an answer was given without (an address or origin refused before the body
 * check, a write to a page). Left unread, the adapter drains it after the answer and drops the socket
 * if that takes over half a second (a busy event loop), so the client, told it could keep the
 * connection, loses its next request on it. The body is bounded by limitBody first.
 */
export const readUnreadBody = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const request = c.req.raw;
  if (!hasBody(request) || c.get('isBodyRead')) return;
  if (!(await discardBody(request))) c.res.headers.set('Connection', 'close');
});

/**
 * API answers default to `Cache-Control: no-store`: they carry accounts, sessions and plans, which no
 * browser or shared cache may keep. A route that is public and cacheable sets its own header.
 */
export const noStoreByDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store');
});
