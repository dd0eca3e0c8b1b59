import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSourceFolder } from '../importers/read-source-folder.ts';
import type { SourceFile } from '../importers/source-record.ts';
import { listCatalogSources } from '../sources/catalog-sources.ts';
import { buildCatalog, type SourceInputs } from './build-catalog.ts';

const CURATED_FILE = fileURLToPath(new URL('../../curated/venues.yaml', import.meta.url));

/**
 * Reads a directory laid out like `shared/data/catalog` (one folder per source, named by source id) plus
 * the package's curated supplement, and builds the catalog. Missing folders are reported, not fatal.
 */
export async function importCatalog({
  from,
  curatedFile = CURATED_FILE,
}: {
  from: string;
  curatedFile?: string;
}) {
  const inputs: SourceInputs = { curated: await readCuratedSourceFiles(curatedFile) };
  for (const { id } of listCatalogSources()) {
    if (id === 'curated') continue;
    const folder = join(from, id);
    if (await exists(folder)) inputs[id] = await readSourceFolder(folder);
  }
  return buildCatalog(inputs);
}

/** The curated supplement as the importers read it; it ships with the code, so every build has it. */
export async function readCuratedSourceFiles(curatedFile: string = CURATED_FILE): Promise<SourceFile[]> {
  return [{ path: 'venues.yaml', text: await readFile(curatedFile, 'utf8') }];
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
