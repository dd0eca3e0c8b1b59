import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DbClient } from './client.ts';

/** The SQL migrations, in order; `npm run generate -w @venuescout/db` writes them. */
export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

// Any constant works; every process that migrates must use the same one.
const migrationLockKey = 4_242_000;

/**
 * Applies every pending SQL migration; the same files run on PGlite and PostgreSQL. Processes that
 * start together on one PostgreSQL take turns under an advisory lock, and the later ones find nothing
 * left to do.
 */
export async function migrate(client: DbClient): Promise<void> {
  await client.withExclusiveLock(migrationLockKey, async (db) => {
    if (client.driver === 'postgres') {
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
    } else {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    }
  });
}
