import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import * as schema from './schema/index.ts';
import { createTestDbClient } from './testing/create-test-db-client.ts';
import { rowsOf } from './rows-of.ts';

describe('migrate', () => {
  let client: Awaited<ReturnType<typeof createTestDbClient>>;
  beforeAll(async () => {
    client = await createTestDbClient();
  });
  afterAll(async () => {
    await client.close();
  });

  // Derived from the drizzle schema, so a table or column added to the schema is covered without
  // editing this test, and one whose migration was never generated fails it.
  const schemaTables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table))
    .sort((a, b) => (a.name < b.name ? -1 : 1));

  it('creates exactly the tables of the schema', async () => {
    const result = await client.db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const names = rowsOf<{ table_name: string }>(result).map((row) => row.table_name);
    names.sort();
    expect(schemaTables.length).toBeGreaterThanOrEqual(21);
    expect(names).toEqual(schemaTables.map((table) => table.name));
  });

  it('creates every column of every table of the schema', async () => {
    const result = await client.db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const rows = rowsOf<{ table_name: string; column_name: string }>(result);
    const created = new Map<string, string[]>();
    for (const row of rows)
      created.set(row.table_name, [...(created.get(row.table_name) ?? []), row.column_name]);
    const actual = Object.fromEntries([...created].map(([table, columns]) => [table, columns.sort()]));
    const expected = Object.fromEntries(
      schemaTables.map((table) => [table.name, table.columns.map((column) => column.name).sort()]),
    );
    expect(actual).toEqual(expected);
  });

  it('is safe to run again on a migrated database', async () => {
    await expect(migrate(client)).resolves.toBeUndefined();
  });

  it('answers a ping', async () => {
    await expect(client.ping()).resolves.toBeUndefined();
  });
});
