import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliCompressSync, gzipSync, brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveWeb } from './serve-web.ts';

const indexHtml =
  '<!doctype html><title>VenueScout</title><script type="module" src="/assets/app-1a2b.js"></script>';
const appJs = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** Writes a file with the Brotli and gzip copies the build writes next to it. */
function writeWithCopies(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

describe('serveWeb', () => {
  let web: ReturnType<typeof serveWeb>;
  beforeAll(() => {
    const dist = mkdtempSync(join(tmpdir(), 'venuescout-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeWithCopies(join(dist, 'index.html'), indexHtml);
    writeWithCopies(join(dist, 'assets', 'app-1a2b.js'), appJs);
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    web = serveWeb(dist);
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ])(
    'sends the precompressed copy of an asset to a client accepting %s',
    async (accept, encoding, decode) => {
      const response = await web.request('/assets/app-1a2b.js', { headers: { 'accept-encoding': accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(decode(Buffer.from(await response.arrayBuffer())).toString()).toBe(appJs);
    },
  );

  it('sends the plain asset to a client that accepts no encoding', async () => {
    const response = await web.request('/assets/app-1a2b.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(appJs);
  });

  it.each(['/', '/venues', '/submissions/42/matches'])(
    'answers %s with index.html that the browser must revalidate',
    async (path) => {
      const plain = await web.request(path);
      expect(plain.status).toBe(200);
      expect(plain.headers.get('content-type')).toMatch(/^text\/html/);
      expect(plain.headers.get('cache-control')).toBe('no-cache');
      expect(await plain.text()).toBe(indexHtml);
      const compressed = await web.request(path, { headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers.get('content-encoding')).toBe('br');
      expect(compressed.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('answers a missing asset with 404, not with the app page', async () => {
    const response = await web.request('/assets/app-0000.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('serves other files from the build folder as they are', async () => {
    const response = await web.request('/favicon.svg', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('answers 503 when the web app is not built', async () => {
    const response = await serveWeb(mkdtempSync(join(tmpdir(), 'venuescout-empty-'))).request('/venues');
    expect(response.status).toBe(503);
  });

  it("announces the catalog's first answer with the catalog page's HTML, and with no other", async () => {
    const venues = await web.request('/venues');
    expect(venues.headers.get('link')).toBe('</api/venues>; rel=preload; as=fetch; crossorigin');
    expect((await web.request('/venues?type=journal')).headers.get('link')).toBeNull();
    expect((await web.request('/')).headers.get('link')).toBeNull();
  });
});
