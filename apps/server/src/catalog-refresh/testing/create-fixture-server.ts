import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixtureRoute {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Waits this long before answering at all. */
  delayMs?: number;
  /** Sends the body in this many pieces, without a Content-Length (chunked encoding). */
  chunks?: number;
  /** Waits this long between body pieces (a slow upstream). */
  chunkDelayMs?: number;
  /** Sends the headers, then never sends the body or ends the response. */
  isStalled?: boolean;
}

export interface FixtureRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** 1 for the first request to this path. */
  hit: number;
}

export interface FixtureServer {
  /** Absolute http URL on 127.0.0.1 for a path. */
  url(path: string): string;
  /** Every request received, in order. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/**
 * Serves canned responses on 127.0.0.1 at a free port, so fetch tests never reach the internet.
 * A route may be a function of the request (its headers, and how many times its path was asked for).
 */
export async function createFixtureServer(
  routes: Record<string, FixtureRoute | ((request: FixtureRequest) => FixtureRoute)>,
): Promise<FixtureServer> {
  const requests: FixtureServer['requests'] = [];
  const timers = new Set<NodeJS.Timeout>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, headers: request.headers });
    const found = routes[path];
    const hit = requests.filter((seen) => seen.path === path).length;
    let route: FixtureRoute;
    try {
      route =
        typeof found === 'function'
          ? found({ path, headers: request.headers, hit })
          : (found ?? { status: 404, body: 'no such fixture' });
    } catch (error) {
      // A broken route should fail its test at once, not leave the client waiting for a timeout.
      route = { status: 500, body: String(error) };
    }
    void answer(response, route, wait).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    requests,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function answer(response: ServerResponse, route: FixtureRoute, wait: (ms: number) => Promise<void>) {
  if (route.delayMs) await wait(route.delayMs);
  const body = typeof route.body === 'string' ? Buffer.from(route.body) : Buffer.from(route.body ?? []);
  const headers: Record<string, string> = { 'content-type': 'application/octet-stream', ...route.headers };
  const isChunked = route.chunks !== undefined || route.isStalled;
  if (!isChunked && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-length')) {
    headers['content-length'] = String(body.length);
  }
  response.writeHead(route.status ?? 200, headers);
  if (route.isStalled) {
    response.flushHeaders();
    return;
  }
  const pieces = route.chunks ?? 1;
  const pieceSize = Math.ceil(body.length / pieces);
  for (let offset = 0; offset < body.length; offset += pieceSize) {
    if (offset > 0 && route.chunkDelayMs) await wait(route.chunkDelayMs);
    if (response.destroyed) return;
    response.write(body.subarray(offset, offset + pieceSize));
  }
  response.end();
}
