import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DbClient } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Applies every pending SQL migration; the same files run on PGlite and PostgreSQL. */
export async function migrate(client: DbClient): Promise<void> {
  if (client.driver === 'postgres') {
    await migratePg(client.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(client.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
