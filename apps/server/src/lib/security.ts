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

/** Refuses bodies over `maxBodyBytes` with 413 before they are read. */
export const limitBody = bodyLimit({
  maxSize: maxBodyBytes,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${maxBodyBytes / 1024} KB.`);
  },
});

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated requests: a browser always sends Origin (or Sec-Fetch-Site)
 * on a cross-site write, so a foreign value is refused. Clients that are not browsers send neither.
 */
export function requireSameOrigin(appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      if ((origin && origin !== appOrigin) || (!origin && fetchSite === 'cross-site')) {
        throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
      }
    }
    await next();
  });
}
