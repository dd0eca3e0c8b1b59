import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { readSourceFolder } from '@venuescout/catalog';
import type { ReadSource } from './read-source.ts';

/**
 * Reads every source from a local directory laid out like `shared/data/catalog` (a newer checkout of the
 * upstream repositories, for operators without network access); a missing folder fails that source.
 */
export function createDirectoryReader(directory: string): ReadSource {
  return async (source) => {
    const folder = join(directory, source.id);
    try {
      await access(folder);
    } catch {
      return { outcome: 'failed', reason: `no folder ${source.id} in ${directory}` };
    }
    const files = await readSourceFolder(folder);
    const bytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.text), 0);
    return { outcome: 'fetched', files, commit: null, etag: null, bytes };
  };
}
