import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDbClient, type DbClient } from '../client.ts';
import { migrate } from '../migrate.ts';
import { createTestDbClient } from '../testing/create-test-db-client.ts';
import { exportDatabase } from './export-database.ts';
import { importDatabase, ImportRefusedError } from './import-database.ts';

type Rows = { rows: Record<string, unknown>[] };
const query = async (client: DbClient, text: string) =>
  ((await client.db.execute(sql.raw(text))) as unknown as Rows).rows;

/** Every table's rows as sorted JSON text, which shows any lost digit, offset or key. */
async function snapshot(client: DbClient): Promise<Record<string, string[]>> {
  const tables = await query(
    client,
    `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  const result: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    const rows = await query(client, `select row_to_json(t)::text as line from "${String(table)}" t`);
    result[String(table)] = rows.map((row) => String(row.line)).sort();
  }
  return result;
}

/** A user with an account, a session, a favourite, an analysis with two matches and a subscription. */
async function fillWithUser(client: DbClient, id: string) {
  await client.rawQuery(`
    insert into users (id, name, email, email_verified, created_at)
      values ('${id}', 'Ada ${id}', '${id}@example.com', true, '2024-02-29 23:59:59.123456+05:30');
    insert into accounts (id, account_id, provider_id, user_id, password)
      values ('acc-${id}', '${id}', 'credential', '${id}', 'hash');
    insert into sessions (id, expires_at, token, user_id)
      values ('ses-${id}', now() + interval '1 day', 'token-${id}', '${id}');
    insert into favorites (user_id, venue_id) values ('${id}', 'neurips');
    insert into submissions (id, user_id, title, theme, abstract, keywords, research_areas)
      values (gen_random_uuid(), '${id}', 'Title "quoted" ✓', 'ML', 'Line one\nline two', '["a","b"]', '[{"area":"ml","weight":0.5}]');
    insert into submission_matches (submission_id, position, venue_id, venue, relevance, score, explanation, recommendations)
      select s.id, p, 'neurips', '{"id":"neurips","nested":{"n":1.5e-7}}', 91, 0.1234567, '{}', '[]'
      from submissions s, generate_series(0, 1) p where s.user_id = '${id}';
    insert into billing_customers (user_id, provider, customer_id) values ('${id}', 'test', 'cus-${id}');
    insert into subscriptions (id, user_id, provider, customer_id, status, sync_seq)
      values ('sub-${id}', '${id}', 'test', 'cus-${id}', 'active', nextval('subscription_sync_seq'));
  `);
}

async function fillCatalog(client: DbClient) {
  await client.rawQuery(`
    insert into venues (id, acronym, name, type, aliases, areas, ranks, sources, provenance, search_text, h5_index)
      values ('neurips', 'NeurIPS', 'Neural Information Processing Systems', 'conference', '[]', '["ml"]',
              '{"core":"A*"}', '[]', '{}', 'neurips', 9007199);
    insert into venue_editions (venue_id, year, deadlines, source) values ('neurips', 2026, '[]', 'ccfddl');
    insert into catalog_imports (checksum, venue_count) values ('abc', 1);
  `);
}

async function fillSource(client: DbClient) {
  await fillCatalog(client);
  await client.rawQuery(
    `insert into rate_limits (key, window_start, count) values ('analyses:user:u1', now(), 3)`,
  );
  await fillWithUser(client, 'u1');
  await fillWithUser(client, 'u2');
  // Values a JavaScript number cannot hold must survive too.
  await client.rawQuery(`select setval('subscription_sync_seq', 9007199254740993)`);
  await client.rawQuery(`update subscriptions set sync_seq = 9007199254740993 where id = 'sub-u2'`);
}

async function exportLines(client: DbClient): Promise<string[]> {
  const lines: string[] = [];
  await exportDatabase({ db: client.db, write: (line) => void lines.push(line) });
  return lines;
}

describe('moving the data to another database', () => {
  // One filled source and one target, emptied before each test: creating databases is the slow part.
  let source: DbClient;
  let target: Awaited<ReturnType<typeof createTestDbClient>>;
  beforeAll(async () => {
    source = createDbClient({ dataDir: null });
    await migrate(source);
    await fillSource(source);
    target = await createTestDbClient();
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });
  beforeEach(async () => {
    const tables = await query(target, `select tablename from pg_tables where schemaname = 'public'`);
    await target.rawQuery(`truncate ${tables.map((row) => `"${String(row.tablename)}"`).join(', ')}`);
    await target.rawQuery(`select setval('subscription_sync_seq', 1, false)`);
  });

  it('copies every table row for row, and the sequences continue where they were', async () => {
    const counts = await importDatabase({ db: target.db, lines: await exportLines(source) });

    expect(counts).toMatchObject({ users: 2, submission_matches: 4, subscriptions: 2, venues: 1 });
    expect(await snapshot(target)).toEqual(await snapshot(source));
    const [next] = await query(target, `select nextval('subscription_sync_seq')::text as value`);
    expect(next).toEqual({ value: '9007199254740994' });
  });

  it('refuses a target that has rows and leaves it as it was', async () => {
    await fillCatalog(target);
    await fillWithUser(target, 'already-there');
    const before = await snapshot(target);

    await expect(importDatabase({ db: target.db, lines: await exportLines(source) })).rejects.toThrow(
      ImportRefusedError,
    );
    expect(await snapshot(target)).toEqual(before);
  });

  it('replaces what the target held when told to', async () => {
    await fillCatalog(target);
    await fillWithUser(target, 'replaced');

    await importDatabase({ db: target.db, lines: await exportLines(source), isReplacing: true });
    expect(await snapshot(target)).toEqual(await snapshot(source));
  });

  it('writes nothing when the file is cut short', async () => {
    const lines = await exportLines(source);
    const cut = lines.slice(
      0,
      lines.findIndex((line) => line.startsWith('{"table":"submission_matches"')) + 2,
    );

    await expect(importDatabase({ db: target.db, lines: cut })).rejects.toThrow(/cut short/);
    expect(await query(target, 'select count(*)::int as users from users')).toEqual([{ users: 0 }]);
  });

  it('refuses a file from another schema version', async () => {
    const [header, ...rest] = await exportLines(source);
    const older = JSON.stringify({ ...JSON.parse(header!), migrations: 3 });

    await expect(importDatabase({ db: target.db, lines: [older, ...rest] })).rejects.toThrow(/migrations/);
  });
});
