import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDbClient, wrapPglite, type DbClient } from '../client.ts';
import { migrate, migrationsFolder } from '../migrate.ts';

// Any constant works; every test process that builds the PostgreSQL template must use the same one.
const templateLockKey = 4_242_010;

/** A short digest of every migration file: a new or changed migration gets a new template. */
function migrationsDigest(): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated, empty PGlite data directory as a dump. Migrating is cheap but starting an empty
 * PGlite runs initdb, which costs about two seconds a test file; loading a dump skips it. The first test
 * process to need the dump writes it to the temporary folder (renamed into place, so a process never
 * reads half a file) and later processes and runs read it.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `venuescout-test-template-${migrationsDigest()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const client = new PGlite();
    await migrate(wrapPglite(client));
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${randomUUID()}`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  }
}

/**
 * Creates the migrated template database on the PostgreSQL server once per set of migrations, then
 * a database for one test file from it. Both happen under an advisory lock, so that no test process
 * copies the template while another is still migrating it.
 */
async function createFromPostgresTemplate(admin: pg.Client, testDatabaseUrl: string, name: string) {
  const template = `vs_template_${migrationsDigest()}`;
  await admin.query('select pg_advisory_lock($1)', [templateLockKey]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      const building = `${template}_build_${process.pid}`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const url = new URL(testDatabaseUrl);
      url.pathname = `/${building}`;
      const client = createDbClient({ databaseUrl: url.toString() }, { poolSize: 1 });
      await migrate(client);
      await client.close();
      await admin.query(`alter database ${building} rename to ${template}`);
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [templateLockKey]);
  }
}

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a fresh database on
 * the PostgreSQL server at `TEST_DATABASE_URL`, dropped again on close. Either is a copy of a template
 * migrated once, not migrated anew for each file.
 */
export async function createTestDbClient(
  testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL,
): Promise<DbClient & { databaseUrl?: string }> {
  if (!testDatabaseUrl) {
    const client = new PGlite({ loadDataDir: await pgliteTemplate() });
    return wrapPglite(client);
  }
  const name = `vs_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await createFromPostgresTemplate(admin, testDatabaseUrl, name);
  } finally {
    await admin.end();
  }
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const client = createDbClient({ databaseUrl: url.toString() });
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
