import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listCatalogSources, readSourceFolder } from '@venuescout/catalog';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ARCHIVE_LIMITS } from './archive-limits.ts';
import { checkArchiveUrl } from './check-archive-url.ts';
import { readTarGz } from './read-tar-gz.ts';
import { isWantedBy, stageSourceFiles } from './stage-source-files.ts';
import { findUpstreamPath } from './testing/find-upstream-path.ts';
import { writeTarGz, type TarEntry } from './testing/write-tar-gz.ts';
import { listUpstreamSources, type UpstreamSource } from './upstream-sources.ts';

// CI checks out the shared data next to the repository, as ../shared from the repo root.
const SHARED_CATALOG = fileURLToPath(new URL('../../../../../shared/data/catalog', import.meta.url));

/** The snapshot folder laid out like its upstream repository, with files the source does not need. */
async function writeUpstreamArchive(source: UpstreamSource) {
  const snapshot = await readSourceFolder(join(SHARED_CATALOG, source.id));
  const unmapped = snapshot.filter((file) => findUpstreamPath(file.path, source) === null);
  const entries: TarEntry[] = snapshot.map((file) => ({
    path: findUpstreamPath(file.path, source) ?? file.path,
    data: file.text,
  }));
  // An identity layout takes every file, so only repositories laid out differently get decoys.
  if (!source.layout.some((mapping) => mapping.from === '')) {
    entries.push({ path: 'README.md', data: '# upstream\n' }, { path: 'site/index.html', data: '<html>' });
  }
  return {
    snapshot,
    unmapped,
    archive: writeTarGz(entries, { commit: '5f8dce347bc1aa00bb11cc22dd33ee44ff556677' }),
  };
}

describe('listUpstreamSources', () => {
  it('lists every catalog source but the curated supplement, once', () => {
    const ids = listUpstreamSources().map((source) => source.id);
    const expected = listCatalogSources()
      .map((source) => source.id)
      .filter((id) => id !== 'curated');
    expect([...ids].sort()).toEqual([...expected].sort());
  });

  it.each(listUpstreamSources().filter((source) => source.defaultUrl !== null))(
    'downloads $id from GitHub over https',
    ({ defaultUrl }) => {
      const url = checkArchiveUrl(defaultUrl!);
      expect(url.origin).toBe('https://api.github.com');
      expect(url.pathname).toMatch(/^\/repos\/[\w.-]+\/[\w.-]+\/tarball$/);
    },
  );

  it.each(listUpstreamSources())(
    'stages $id from its upstream layout exactly as the snapshot folder reads',
    async (source) => {
      const { snapshot, unmapped, archive } = await writeUpstreamArchive(source);
      expect(unmapped.map((file) => file.path)).toEqual([]);
      const { files } = await readTarGz(archive, {
        limits: DEFAULT_ARCHIVE_LIMITS,
        isWanted: isWantedBy(source.layout),
      });
      expect(stageSourceFiles(files, source.layout)).toEqual(snapshot);
    },
  );

  it('returns copies, so a caller cannot change the defaults', () => {
    listUpstreamSources()[0]!.layout.length = 0;
    expect(listUpstreamSources()[0]!.layout.length).toBeGreaterThan(0);
  });
});
