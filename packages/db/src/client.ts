import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle as drizzle passes it to `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where the data lives: PostgreSQL at a URL, or an embedded PGlite in a folder (or in memory). */
export type DbConfig = { databaseUrl: string } | { dataDir: string | null };

export interface DbClient {
  db: Db;
  driver: 'postgres' | 'pglite';
  /**
   * Runs raw SQL outside drizzle, for libraries that bring their own SQL (the job queue). Without
   * values, the text may hold several statements.
   */
  rawQuery(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Runs `select 1`; rejects when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Runs `work` with a database handle while holding a PostgreSQL advisory lock on one connection, so
   * that processes starting together take turns (PGlite has one connection and needs no lock).
   */
  withExclusiveLock<T>(key: number, work: (db: Db) => Promise<T>): Promise<T>;
  /** Closes every connection. */
  close(): Promise<void>;
}

/** Creates a database client for PostgreSQL (`databaseUrl`) or PGlite (`dataDir`, null for in-memory). */
export function createDbClient(config: DbConfig, options: { poolSize?: number } = {}): DbClient {
  if ('databaseUrl' in config) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client's error (e.g. the server restarting) must not crash the process; the next query
    // gets a fresh connection.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      rawQuery: (text, values) => pool.query(text, values),
      async withExclusiveLock(key, work) {
        const connection = await pool.connect();
        try {
          await connection.query('select pg_advisory_lock($1)', [key]);
          return await work(drizzlePg({ client: connection, schema }) as unknown as Db);
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
          connection.release();
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  return wrapPglite(new PGlite(config.dataDir ?? undefined));
}

/** A database client over an embedded PGlite instance that the caller opened. */
export function wrapPglite(client: PGlite): DbClient {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    withExclusiveLock: (_key, work) => work(db),
    async rawQuery(text, values) {
      // PGlite's extended protocol takes one statement; `exec` takes many but no parameters.
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      }
      return client.query(text, values);
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
