import { join, resolve } from 'node:path';
import { createDbClient, type DbClient } from '../../src/client.ts';

/**
 * Opens the database a command names: PostgreSQL at `databaseUrl`, or the PGlite files the server
 * keeps under `dataDir` (it stores them in `DATA_DIR/pglite`).
 */
export function openCliDbClient(options: { databaseUrl?: string; dataDir?: string }): DbClient {
  if (options.databaseUrl) return createDbClient({ databaseUrl: options.databaseUrl }, { poolSize: 1 });
  if (!options.dataDir) throw new Error('no database: pass --database-url or --data-dir');
  return createDbClient({ dataDir: join(resolve(options.dataDir), 'pglite') });
}
