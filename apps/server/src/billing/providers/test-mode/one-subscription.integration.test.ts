import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonOf, uniqueEmail, type TestClient } from '../../../../test/create-test-app.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { rowsOf } from '@venuescout/db';

/**
 * One subscription per user in test mode, under parallel requests. Run with TEST_DATABASE_URL too:
 * PostgreSQL serves the requests on separate connections, where the race really happens.
 */
describe('one subscription per user', () => {
  const t = useTestApp();

  const selectRows = async <Row>(query: ReturnType<typeof sql>) =>
    rowsOf<Row>(await t.context.deps.db.execute(query));

  const liveSubscriptions = async (userId: string) =>
    selectRows<{ id: string }>(sql`select s.id from test_subscriptions s
      join billing_customers c on c.customer_id = s.customer_id
      where c.user_id = ${userId} and s.status in ('active', 'trialing')`);

  const userIdOf = async (client: TestClient): Promise<string> =>
    (await jsonOf(await client.request('/api/me'))).user.id;

  it('gives parallel checkouts one session and makes paying them in parallel one subscription', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('parallel'));
    // The first checkout creates the customer; then the race is on the checkout itself.
    const checkouts = await Promise.all(
      Array.from({ length: 5 }, () => client.request('/api/billing/checkout', { json: {} })),
    );
    expect(checkouts.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    const urls = new Set(await Promise.all(checkouts.map(async (response) => (await jsonOf(response)).url)));
    expect(urls.size).toBe(1);

    const sessionId = [...urls][0].split('/').at(-1);
    const paid = await Promise.all(
      Array.from({ length: 3 }, () =>
        client.request(`/api/billing/test-checkout/${sessionId}/complete`, { json: {} }),
      ),
    );
    expect(paid.every((response) => response.status === 200)).toBe(true);
    const userId = await userIdOf(client);
    expect(await liveSubscriptions(userId)).toHaveLength(1);
    const synced = await selectRows<{ n: number }>(
      sql`select count(*)::int as n from subscriptions where user_id = ${userId} and status = 'active'`,
    );
    expect(Number(synced[0]!.n)).toBe(1);
    expect((await jsonOf(await client.request('/api/me'))).plan).toBe('pro');
  });

  it('gives a new session once the open one has expired', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('expired-open'));
    const first = (await jsonOf(await client.request('/api/billing/checkout', { json: {} }))).url;
    await t.context.deps.db.execute(
      sql`update test_checkout_sessions set expires_at = now() - interval '1 minute'
        where user_id = ${await userIdOf(client)}`,
    );
    const second = await client.request('/api/billing/checkout', { json: {} });
    expect(second.status).toBe(201);
    expect((await jsonOf(second)).url).not.toBe(first);
  });

  it('lets a user whose cancelled Pro has ended buy it again', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('again'));
    const start = async () => (await jsonOf(await client.request('/api/billing/checkout', { json: {} }))).url;
    const pay = async (url: string) =>
      client.request(`/api/billing/test-checkout/${url.split('/').at(-1)}/complete`, { json: {} });
    expect((await pay(await start())).status).toBe(200);
    expect((await client.request('/api/billing/cancel', { json: {} })).status).toBe(200);
    const userId = await userIdOf(client);
    await t.context.deps.db.execute(sql`update test_subscriptions set cancel_at = now() - interval '1 second'
      where customer_id in (select customer_id from billing_customers where user_id = ${userId})`);
    await t.context.deps.db.execute(
      sql`update subscriptions set cancel_at = now() - interval '1 second' where user_id = ${userId}`,
    );
    expect((await jsonOf(await client.request('/api/me'))).plan).toBe('free');
    expect((await pay(await start())).status).toBe(200);
    expect(await liveSubscriptions(userId)).toHaveLength(1);
    expect((await jsonOf(await client.request('/api/me'))).plan).toBe('pro');
  });

  it('refuses a second live subscription for one customer in the database itself', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('index'));
    const url = (await jsonOf(await client.request('/api/billing/checkout', { json: {} }))).url;
    await client.request(`/api/billing/test-checkout/${url.split('/').at(-1)}/complete`, { json: {} });
    const [customer] = await selectRows<{ customer_id: string }>(
      sql`select customer_id from billing_customers where user_id = ${await userIdOf(client)}`,
    );
    await expect(
      t.context.deps.db
        .execute(sql`insert into test_subscriptions (id, customer_id, price_id, status, current_period_end)
        values ('sub_test_duplicate', ${customer!.customer_id}, 'price', 'active', now() + interval '1 month')`),
    ).rejects.toThrow();
  });
});
