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

/** Migrated PGlite instances that a closed test client handed back, ready for the next one. */
const idlePglites: PGlite[] = [];
/** The tables of the `public` schema in the template: the migrations' tables. */
let templateTables: Set<string> | undefined;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every schema other than PostgreSQL's own and drizzle's, with its tables (a null name when empty). */
async function listRelations(client: PGlite) {
  const { rows } = await client.query<{ schema: string; name: string | null }>(`
    select n.nspname as schema, c.relname as name
    from pg_namespace n left join pg_class c on c.relnamespace = n.oid and c.relkind in ('r', 'p')
    where n.nspname not like 'pg\\_%' and n.nspname not in ('information_schema', 'drizzle')`);
  return rows;
}

/**
 * Puts a used PGlite back as the template left it: schemas and tables a test created dropped (pg-boss
 * makes its own schema), the migrations' tables emptied with their sequences restarted, the migrations
 * table kept, locks and session settings released.
 */
async function resetPglite(client: PGlite): Promise<void> {
  const template = templateTables ?? new Set<string>();
  const rows = await listRelations(client);
  const schemas = [...new Set(rows.map((row) => row.schema))].filter((schema) => schema !== 'public');
  const publicTables = rows.flatMap((row) => (row.schema === 'public' && row.name ? [row.name] : []));
  const added = publicTables.filter((name) => !template.has(name)).map((name) => `public.${quote(name)}`);
  const kept = publicTables.filter((name) => template.has(name)).map((name) => `public.${quote(name)}`);
  const statements = [
    ...schemas.map((schema) => `drop schema ${quote(schema)} cascade`),
    ...(added.length > 0 ? [`drop table ${added.join(', ')} cascade`] : []),
    ...(kept.length > 0 ? [`truncate ${kept.join(', ')} restart identity cascade`] : []),
    'select pg_advisory_unlock_all()',
    'reset all',
  ];
  await client.exec(statements.join(';\n'));
}

async function startPglite(): Promise<PGlite> {
  const client = new PGlite({ loadDataDir: await pgliteTemplate() });
  templateTables ??= new Set(
    (await listRelations(client)).flatMap((row) => (row.schema === 'public' && row.name ? [row.name] : [])),
  );
  return client;
}

/**
 * A migrated, empty PGlite: an idle one put back as the template left it, or a new one loaded from the
 * template dump. Closing the client hands the instance back rather than closing it, so the test files
 * of a worker (which share modules: `isolate: false`) start PGlite about once, not once per file.
 */
async function leasePglite(): Promise<DbClient> {
  const client = idlePglites.pop() ?? (await startPglite());
  let isClosed = false;
  // Once closed, this lease refuses queries as a closed database would, so that nothing a test leaves
  // running reaches the database the next test is given.
  const refused = () => Promise.reject(new Error('The database client is closed.'));
  const guarded = new Proxy(client, {
    get(target, property) {
      if (isClosed && (property === 'query' || property === 'exec' || property === 'transaction')) {
        return refused;
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const leased = wrapPglite(guarded);
  return {
    ...leased,
    async close() {
      if (isClosed) return;
      isClosed = true;
      await resetPglite(client);
      idlePglites.push(client);
    },
  };
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
 * A migrated, empty database for one test file: in-memory PGlite by default (reused once the file
 * closes it), or a fresh database on the PostgreSQL server at `TEST_DATABASE_URL`, dropped again on
 * close. Either starts as a copy of a template migrated once, not migrated anew for each file.
 */
export async function createTestDbClient(
  testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL,
): Promise<DbClient & { databaseUrl?: string }> {
  if (!testDatabaseUrl) return leasePglite();
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
