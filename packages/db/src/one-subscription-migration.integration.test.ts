import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDbClient } from './testing/create-test-db-client.ts';
import { rowsOf } from './rows-of.ts';

const migration = readFileSync(
  new URL('../migrations/0006_one_subscription_and_cancel_at_period_end.sql', import.meta.url),
  'utf8',
);
const statements = migration.split('--> statement-breakpoint').map((statement) => statement.trim());
const isIndex = (statement: string) => /CREATE UNIQUE INDEX/.test(statement);

/**
 * Migration 0006 adds unique indexes that a database hit by the checkout race would refuse, so it
 * first retires the duplicates. This replays it on such a database: the indexes are dropped, the
 * race's leftovers are written, and the migration's statements run again.
 */
describe('migration 0006 on a database the checkout race left duplicates in', () => {
  let client: Awaited<ReturnType<typeof createTestDbClient>>;
  const rows = async <Row>(query: ReturnType<typeof sql>) => rowsOf<Row>(await client.db.execute(query));

  beforeAll(async () => {
    client = await createTestDbClient();
    await client.db.execute(sql`drop index test_subscriptions_one_live_per_customer`);
    await client.db.execute(sql`drop index test_checkout_sessions_one_open_per_user`);
    await client.db.execute(
      sql`insert into users (id, name, email, email_verified) values ('u1', 'U', 'u1@example.com', true)`,
    );
    await client.db.execute(
      sql`insert into billing_customers (user_id, provider, customer_id) values ('u1', 'test', 'cus_1')`,
    );
    for (const [id, months] of [
      ['sub_a', 1],
      ['sub_b', 2],
      ['sub_c', 1],
    ] as const) {
      await client.db
        .execute(sql`insert into test_subscriptions (id, customer_id, price_id, status, current_period_end)
        values (${id}, 'cus_1', 'price', 'active', now() + make_interval(months => ${months}))`);
      await client.db
        .execute(sql`insert into subscriptions (id, user_id, provider, customer_id, status, sync_seq)
        values (${id}, 'u1', 'test', 'cus_1', 'active', 1)`);
    }
    for (const minutes of [1, 2]) {
      await client.db.execute(sql`insert into test_checkout_sessions
        (user_id, customer_id, price_id, success_url, cancel_url, expires_at, created_at)
        values ('u1', 'cus_1', 'price', 's', 'c', now() + interval '1 day', now() - make_interval(mins => ${minutes}))`);
    }
    for (const statement of statements.filter((item) => !item.startsWith('ALTER TABLE'))) {
      await client.db.execute(sql.raw(statement));
    }
  });
  afterAll(async () => {
    await client.close();
  });

  it('keeps the subscription that runs longest and cancels the others, in both tables', async () => {
    expect(statements.filter(isIndex)).toHaveLength(2);
    const live = await rows<{ id: string }>(
      sql`select id from test_subscriptions where status = 'active' order by id`,
    );
    expect(live.map((row) => row.id)).toEqual(['sub_b']);
    const synced = await rows<{ id: string }>(sql`select id from subscriptions where status = 'active'`);
    expect(synced.map((row) => row.id)).toEqual(['sub_b']);
  });

  it('keeps the newest open checkout only', async () => {
    const open = await rows<{ n: number }>(
      sql`select count(*)::int as n from test_checkout_sessions where status = 'open'`,
    );
    expect(Number(open[0]!.n)).toBe(1);
  });
});
