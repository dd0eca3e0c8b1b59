import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SourceFile, SourceId } from '@venuescout/catalog';
import { listUpstreamSources } from '../upstream-sources.ts';
import { findUpstreamPath } from './find-upstream-path.ts';
import { writeTarGz } from './write-tar-gz.ts';

/** What the mirror serves for one source: its files in the snapshot's layout, or a raw response. */
export type MirroredSource = { files: SourceFile[]; commit: string } | { status: number; body?: Uint8Array };

/** Maps a snapshot path back to where the upstream repository keeps it. */
function toUpstreamPath(id: SourceId, path: string): string {
  const source = listUpstreamSources().find((candidate) => candidate.id === id);
  return (source && findUpstreamPath(path, source)) ?? path;
}

/** Packs a source's files as its upstream repository's tarball would hold them (one top folder, commit in a pax header). */
export function packSource(id: SourceId, files: SourceFile[], commit: string): Uint8Array {
  return writeTarGz(
    files.map((file) => ({ path: toUpstreamPath(id, file.path), data: Buffer.from(file.text) })),
    { topFolder: `${id}-${commit.slice(0, 7)}`, commit },
  );
}

/**
 * Serves `<id>.tar.gz` for each source like a mirror of the upstream repositories would, with strong
 * ETags and 304 answers to `If-None-Match`, on 127.0.0.1. `set` replaces what a source serves.
 */
export async function serveSourceArchives(initial: Map<SourceId, MirroredSource>) {
  const bodies = new Map<string, { status: number; body: Uint8Array; etag?: string }>();
  const requests: string[] = [];
  const set = (id: SourceId, source: MirroredSource) => {
    if ('files' in source) {
      const body = packSource(id, source.files, source.commit);
      const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
      bodies.set(`/${id}.tar.gz`, { status: 200, body, etag });
    } else {
      bodies.set(`/${id}.tar.gz`, { status: source.status, body: source.body ?? new Uint8Array() });
    }
  };
  for (const [id, source] of initial) set(id, source);
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const entry = bodies.get(request.url ?? '');
    if (!entry) return void response.writeHead(404).end('not found');
    if (entry.etag && request.headers['if-none-match'] === entry.etag) {
      return void response.writeHead(304, { etag: entry.etag }).end();
    }
    response.writeHead(entry.status, {
      'content-type': 'application/x-gzip',
      'content-length': entry.body.byteLength,
      ...(entry.etag ? { etag: entry.etag } : {}),
    });
    response.end(entry.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    set,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
