import { describe, expect, it } from 'vitest';
import { createTestDbClient } from './create-test-db-client.ts';

const countOf = async (client: Awaited<ReturnType<typeof createTestDbClient>>, sql: string) => {
  const result = await client.rawQuery(sql);
  return Number((result.rows[0] as { count: number | string }).count);
};

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a PGlite test database handed back', () => {
  it('is reused as the template left it: rows, schemas and tables a test made are gone', async () => {
    const first = await createTestDbClient();
    const migrations = await countOf(first, 'select count(*) from drizzle.__drizzle_migrations');
    expect(migrations).toBeGreaterThan(0);
    await first.rawQuery(
      `insert into rate_limits (key, window_start, count) values ('left-over', now(), 1);
       create schema pgboss; create table pgboss.job (id int);
       create table public.scratch (id int);`,
    );
    await first.close();
    // The closed client is refused, as a closed database would be, even though its instance lives on.
    await expect(first.rawQuery('select 1')).rejects.toThrow('closed');
    await expect(first.ping()).rejects.toThrow('closed');

    const second = await createTestDbClient();
    expect(await countOf(second, 'select count(*) from rate_limits')).toBe(0);
    expect(await countOf(second, "select count(*) from pg_namespace where nspname = 'pgboss'")).toBe(0);
    expect(await countOf(second, "select count(*) from pg_tables where tablename = 'scratch'")).toBe(0);
    expect(await countOf(second, 'select count(*) from drizzle.__drizzle_migrations')).toBe(migrations);
    // Two clients open at once never share a database.
    const third = await createTestDbClient();
    await second.rawQuery(`insert into rate_limits (key, window_start, count) values ('mine', now(), 1)`);
    expect(await countOf(third, 'select count(*) from rate_limits')).toBe(0);
    await Promise.all([second.close(), third.close()]);
  });
});
