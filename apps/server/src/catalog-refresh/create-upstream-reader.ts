import { ArchiveError } from './archive-error.ts';
import type { ArchiveLimits } from './archive-limits.ts';
import { fetchArchive } from './fetch-archive.ts';
import type { ReadSource } from './read-source.ts';
import { readTarGz } from './read-tar-gz.ts';
import { isWantedBy, stageSourceFiles } from './stage-source-files.ts';

/**
 * Reads sources from their upstream archives: fetched with the ETag of the last good files (so an
 * unchanged repository costs one small request), unpacked in memory under `limits`, and mapped onto
 * the folder layout the importers read. Any failure is that source's alone and is reported in words.
 */
export function createUpstreamReader(limits: ArchiveLimits): ReadSource {
  return async (source, last) => {
    if (!source.url) return { outcome: 'pinned' };
    try {
      const fetched = await fetchArchive(source.url, { limits, etag: last?.etag ?? null });
      if (fetched.status === 'unchanged') return { outcome: 'unchanged', etag: fetched.etag };
      const contents = await readTarGz(fetched.bytes, { limits, isWanted: isWantedBy(source.layout) });
      const files = stageSourceFiles(contents.files, source.layout);
      return {
        outcome: 'fetched',
        files,
        commit: contents.commit,
        etag: fetched.etag,
        bytes: fetched.bytes.byteLength,
      };
    } catch (error) {
      if (error instanceof ArchiveError) return { outcome: 'failed', reason: error.message };
      throw error;
    }
  };
}
