import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readSourceFolder, type SourceFile, type SourceId } from '@venuescout/catalog';
import { schema, type Db } from '@venuescout/db';

/** A source's last good files and where they came from. */
export interface LastGood {
  files: SourceFile[];
  checksum: string;
  commit: string | null;
  etag: string | null;
}

/** The checksum a source's staged files are compared by. */
export function checksumOf(files: SourceFile[]): string {
  return createHash('sha256').update(JSON.stringify(files)).digest('hex');
}

/**
 * Reads each source's last good files: the ones the latest successful refresh stored, or else the
 * release's snapshot in `baselineDir` (the directory the shipped catalog was imported from). A source
 * with neither is left out, and staging then reports what its absence would lose.
 */
export async function readLastGoodFiles(options: {
  db: Db;
  ids: SourceId[];
  baselineDir: string | null;
}): Promise<Map<SourceId, LastGood>> {
  const { db, ids, baselineDir } = options;
  const stored = await db.select().from(schema.catalogSourceSnapshots);
  const byId = new Map(stored.map((row) => [row.sourceId, row]));
  const lastGood = new Map<SourceId, LastGood>();
  for (const id of ids) {
    const row = byId.get(id);
    if (row) {
      lastGood.set(id, { files: row.files, checksum: row.checksum, commit: row.commit, etag: row.etag });
      continue;
    }
    if (!baselineDir || !existsSync(join(baselineDir, id))) continue;
    const files = await readSourceFolder(join(baselineDir, id));
    lastGood.set(id, { files, checksum: checksumOf(files), commit: null, etag: null });
  }
  return lastGood;
}
