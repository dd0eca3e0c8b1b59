import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { SourceFile } from './source-record.ts';

/** Reads every file under a source folder, sorted by path so imports are deterministic. */
export async function readSourceFolder(folder: string): Promise<SourceFile[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
  return Promise.all(paths.map(async (path) => ({ path, text: await readFile(join(folder, path), 'utf8') })));
}
