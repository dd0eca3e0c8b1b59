import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArchiveError } from './archive-error.ts';
import { DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from './archive-limits.ts';
import { fetchArchive } from './fetch-archive.ts';
import { createFixtureServer, type FixtureServer } from './testing/create-fixture-server.ts';

const ARCHIVE = new Uint8Array(Array.from({ length: 3000 }, (_, index) => index % 251));
const limits: ArchiveLimits = { ...DEFAULT_ARCHIVE_LIMITS, timeoutMs: 5_000, maxDownloadBytes: 64 * 1024 };
let server: FixtureServer;

beforeAll(async () => {
  server = await createFixtureServer({
    '/archive': ({ headers }) =>
      headers['if-none-match'] === '"v1"'
        ? { status: 304, headers: { etag: '"v1"' } }
        : { body: ARCHIVE, headers: { etag: '"v1"' } },
    '/no-etag': { body: ARCHIVE },
    '/missing': { status: 404, body: 'Not Found' },
    '/broken': { status: 500, body: 'oops' },
    '/slow-body': { body: ARCHIVE, chunks: 3, chunkDelayMs: 2_000 },
    '/slow-headers': { body: ARCHIVE, delayMs: 2_000 },
    '/declares-a-gigabyte': { headers: { 'content-length': String(1024 ** 3) }, isStalled: true },
    '/chunked-flood': { body: new Uint8Array(1024 * 1024), chunks: 64 },
    '/tarball': { status: 302, headers: { location: '/codeload/archive' } },
    '/codeload/archive': { body: ARCHIVE, headers: { etag: '"v2"' } },
    '/one': { status: 301, headers: { location: '/two' } },
    '/two': { status: 307, headers: { location: '/three' } },
    '/three': { status: 308, headers: { location: '/no-etag' } },
    '/loop': { status: 302, headers: { location: '/loop' } },
    '/off-site': { status: 302, headers: { location: 'http://example.com/archive.tar.gz' } },
    '/no-location': { status: 302 },
  });
});

afterAll(async () => {
  await server.close();
});

async function fetchReason(path: string, overrides: Partial<ArchiveLimits> = {}) {
  try {
    await fetchArchive(server.url(path), { limits: { ...limits, ...overrides } });
  } catch (error) {
    if (error instanceof ArchiveError) return { reason: error.reason, message: error.message };
    throw error;
  }
  return { reason: 'fetched', message: '' };
}

const requestsTo = (path: string) => server.requests.filter((request) => request.path === path);

describe('fetchArchive', () => {
  it('downloads the archive and returns its ETag', async () => {
    const result = await fetchArchive(server.url('/archive'), { limits });
    expect(result).toEqual({ status: 'fetched', bytes: ARCHIVE, etag: '"v1"' });
    expect(requestsTo('/archive').at(-1)!.headers['if-none-match']).toBeUndefined();
  });

  it('answers unchanged when upstream confirms the ETag with 304', async () => {
    const result = await fetchArchive(server.url('/archive'), { limits, etag: '"v1"' });
    expect(result).toEqual({ status: 'unchanged', etag: '"v1"' });
    expect(requestsTo('/archive').at(-1)!.headers['if-none-match']).toBe('"v1"');
  });

  it('downloads again when the stored ETag is stale', async () => {
    const result = await fetchArchive(server.url('/archive'), { limits, etag: '"v0"' });
    expect(result.status).toBe('fetched');
  });

  it('returns a null ETag when upstream sends none', async () => {
    expect(await fetchArchive(server.url('/no-etag'), { limits })).toEqual({
      status: 'fetched',
      bytes: ARCHIVE,
      etag: null,
    });
  });

  it('follows a redirect to the archive, sending the ETag on each hop', async () => {
    const result = await fetchArchive(server.url('/tarball'), { limits, etag: '"old"' });
    expect(result).toEqual({ status: 'fetched', bytes: ARCHIVE, etag: '"v2"' });
    expect(requestsTo('/codeload/archive').at(-1)!.headers['if-none-match']).toBe('"old"');
  });

  it('follows up to three redirects', async () => {
    expect((await fetchArchive(server.url('/one'), { limits })).status).toBe('fetched');
  });

  it.each([
    ['a 404', '/missing', 'http-status', 'upstream answered 404 Not Found'],
    ['a 500', '/broken', 'http-status', 'upstream answered 500 Internal Server Error'],
    ['a redirect loop', '/loop', 'http-status', 'upstream redirected more than 3 times'],
    [
      'a redirect without a Location',
      '/no-location',
      'http-status',
      'upstream answered 302 Found without a Location',
    ],
    [
      'a redirect to plain http off this machine',
      '/off-site',
      'insecure-url',
      'http://example.com/archive.tar.gz is not https (plain http is allowed only to this machine)',
    ],
  ])('refuses %s', async (_name, path, reason, message) => {
    expect(await fetchReason(path)).toEqual({ reason, message });
  });

  it('stops a redirect loop after three hops', async () => {
    const before = requestsTo('/loop').length;
    await fetchReason('/loop');
    expect(requestsTo('/loop').length - before).toBe(4);
  });

  it.each([
    ['a body that stalls between chunks', '/slow-body'],
    ['headers that never come in time', '/slow-headers'],
  ])('times out on %s', async (_name, path) => {
    const started = performance.now();
    expect(await fetchReason(path, { timeoutMs: 300 })).toEqual({
      reason: 'timeout',
      message: 'upstream did not finish sending within 300 ms',
    });
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('refuses a declared Content-Length over the cap without waiting for the body', async () => {
    const started = performance.now();
    const refused = await fetchReason('/declares-a-gigabyte');
    expect(refused.reason).toBe('too-large');
    expect(refused.message).toBe('upstream declares 1073741824 bytes, over the 65536-byte download limit');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses a chunked body once it passes the cap', async () => {
    expect(await fetchReason('/chunked-flood')).toEqual({
      reason: 'too-large',
      message: 'upstream sent more than the 65536-byte download limit',
    });
  });

  it('reports a refused connection as a network error', async () => {
    const closed = await createFixtureServer({});
    const url = closed.url('/archive');
    await closed.close();
    const refused = await fetchArchive(url, { limits }).catch((error: ArchiveError) => error);
    expect(refused).toBeInstanceOf(ArchiveError);
    expect((refused as ArchiveError).reason).toBe('network');
    expect((refused as ArchiveError).message).toMatch(/^could not reach 127\.0\.0\.1:\d+: ECONNREFUSED$/);
  });
});
