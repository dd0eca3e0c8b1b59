// `npm run bench:bodies [-- --requests 200]`: starts the real server in a child process (PGlite in a
// temp dir) and times hostile request bodies end to end over HTTP on loopback: deep nesting, a megabyte
// of brackets, text that is not JSON. It then floods one IP with deep bodies (20 a second) and times
// /healthz meanwhile, to show that such bodies no longer starve everyone else.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startLoadServer } from './load-test/start-load-server.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    port: { type: 'string', default: '4392' },
  },
});
const port = Number(values.port);
const requests = Number(values.requests);

const server = await startLoadServer({
  port,
  dataDir: mkdtempSync(join(tmpdir(), 'venuescout-bench-bodies-')),
  databaseUrl: undefined,
  authSecret: randomBytes(32).toString('hex'),
});

/** One request on a fresh connection; resolves with its status and milliseconds to the last byte. */
function timeRequest(options: {
  method: string;
  path: string;
  body?: Buffer;
  contentType?: string;
  isChunked?: boolean;
}): Promise<{ status: number; ms: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const headers: Record<string, string> = { origin: server.base };
    if (options.contentType) headers['content-type'] = options.contentType;
    if (options.body && !options.isChunked) headers['content-length'] = String(options.body.length);
    if (options.isChunked) headers['transfer-encoding'] = 'chunked';
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: options.method,
      path: options.path,
      headers,
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
    });
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(options.body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)}  p95 ${percentile(sorted, 95).toFixed(2)}  max ${sorted.at(-1)!.toFixed(2)} ms`;
};

const nested = (depth: number) => Buffer.from('['.repeat(depth) + ']'.repeat(depth));
const cases: { name: string; body: Buffer; contentType: string; isChunked?: boolean }[] = [
  { name: '[[[…]]] 3,500 deep (7 KB)', body: nested(3_500), contentType: 'application/json' },
  { name: '[[[…]]] 32,000 deep (64 KB)', body: nested(32_000), contentType: 'application/json' },
  {
    name: '1 MB of "[" (Content-Length)',
    body: Buffer.from('['.repeat(1024 * 1024)),
    contentType: 'application/json',
  },
  {
    name: '1 MB of "[" (chunked)',
    body: Buffer.from('['.repeat(1024 * 1024)),
    contentType: 'application/json',
    isChunked: true,
  },
  {
    name: '60 KB text/plain with a NUL',
    body: Buffer.from(JSON.stringify({ name: `a\u0000${'b'.repeat(60_000)}` })),
    contentType: 'text/plain',
  },
];

try {
  console.log(`Hostile bodies to POST /api/contact, ${requests} each, one at a time over loopback:`);
  for (const { name, ...body } of cases) {
    const ms: number[] = [];
    const statuses = new Map<number, number>();
    for (let index = 0; index < requests; index += 1) {
      const answer = await timeRequest({ method: 'POST', path: '/api/contact', ...body });
      ms.push(answer.ms);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
    const answered = [...statuses].map(([status, count]) => `${count}×${status}`).join(' ');
    console.log(`  ${name.padEnd(34)} ${summary(ms)}   answers: ${answered}`);
  }

  const quiet: number[] = [];
  for (let index = 0; index < 50; index += 1)
    quiet.push((await timeRequest({ method: 'GET', path: '/healthz' })).ms);
  const flood = setInterval(() => {
    void timeRequest({
      method: 'POST',
      path: '/api/contact',
      body: nested(3_500),
      contentType: 'application/json',
    });
  }, 50);
  const busy: number[] = [];
  for (let index = 0; index < 50; index += 1) {
    busy.push((await timeRequest({ method: 'GET', path: '/healthz' })).ms);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  clearInterval(flood);
  console.log(`GET /healthz alone:                         ${summary(quiet)}`);
  console.log(`GET /healthz under 20 deep bodies a second: ${summary(busy)}`);
} finally {
  await server.stop();
}
