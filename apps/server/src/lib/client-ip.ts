import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's IP address. X-Forwarded-For is believed only behind a trusted reverse proxy, since
 * anyone can send the header, and only its last entry: the proxy appends the address it saw
 * (`$proxy_add_x_forwarded_for`), so every entry before it is whatever the client chose to send, and
 * believing the first would let one client pose as any number of addresses.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests handed to app.fetch directly (in-process callers) have no socket.
    return 'local';
  }
}
