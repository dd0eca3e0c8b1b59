import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, RequestError } from '@hono/node-server';

const badRequest = JSON.stringify({
  code: 'BAD_REQUEST',
  message: 'The request line or Host header is not valid.',
});
const internal = JSON.stringify({
  code: 'INTERNAL',
  message: 'Something went wrong on our side. Please try again.',
});

/**
 * Answers what the adapter refuses before the app sees a request (a backslash in the path, a bad Host
 * header). Its own answer is an empty 400; this one is JSON like every other error, and closes the
 * connection, since nothing of the request was read.
 */
function answerAdapterError(error: unknown): Response {
  const isRequestError = error instanceof RequestError;
  return new Response(isRequestError ? badRequest : internal, {
    status: isRequestError ? 400 : 500,
    headers: { 'Content-Type': 'application/json', Connection: 'close', 'Cache-Control': 'no-store' },
  });
}

/** Serves a fetch handler (the Hono app) over HTTP/1.1 on `port` and `hostname`. */
export function serveApp(
  options: { fetch: (request: Request) => Response | Promise<Response>; port: number; hostname: string },
  onListening?: (address: AddressInfo) => void,
): Server {
  const listener = getRequestListener(options.fetch, {
    hostname: options.hostname,
    errorHandler: answerAdapterError,
  });
  const server = createServer(listener);
  // Node closes a kept-alive socket after 5 idle seconds, which races with a client or proxy that
  // reuses it at that moment: the request is lost with a reset. Proxies keep idle upstream sockets for
  // up to a minute (60 s is common), so the server waits longer than they do.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(options.port, options.hostname, () => onListening?.(server.address() as AddressInfo));
  return server;
}
