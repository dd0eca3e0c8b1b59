import type { MiddlewareHandler } from 'hono';
import { clientIp } from '../lib/client-ip.ts';

/**
 * The one header better-auth reads the client's address from (`advanced.ipAddress.ipAddressHeaders`).
 * Only this server writes it: every request is given our own value before better-auth sees it.
 */
export const clientIpHeader = 'x-venuescout-client-ip';

/**
 * Middleware that tells better-auth the client address our own limits use (`clientIp`). Left to
 * itself, better-auth records X-Forwarded-For as a session's address whatever TRUST_PROXY says, and
 * cannot pick the last entry of a list; it also has no access to the socket. Writing one header with
 * our answer keeps both in step, and any value a client sent in that header is overwritten.
 */
export function passClientIp(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    c.req.raw.headers.set(clientIpHeader, clientIp(c, trustProxy));
    await next();
  };
}
