import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createDbClient, type DbClient } from '../client.ts';
import { migrate } from '../migrate.ts';

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a fresh database on
 * the PostgreSQL server at `TEST_DATABASE_URL`, dropped again on close.
 */
export async function createTestDbClient(
  testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL,
): Promise<DbClient & { databaseUrl?: string }> {
  if (!testDatabaseUrl) {
    const client = createDbClient({ dataDir: null });
    await migrate(client);
    return client;
  }
  const name = `vs_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const client = createDbClient({ databaseUrl: url.toString() });
  await migrate(client);
  return {
    ...client,
    databaseUrl: url.toString(),
    async close() {
      await client.close();
      const dropper = new pg.Client({ connectionString: testDatabaseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
