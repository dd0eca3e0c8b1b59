import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonOf, testAppUrl, uniqueEmail, type TestClient } from '../../../../test/create-test-app.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { makeVenue } from '../../../../test/venue-factory.ts';
import { syncEndedPeriods } from '../../sync-ended-periods.ts';
import { rowsOf } from '@venuescout/db';

const paper = { title: 'A paper', theme: 'Theme', abstract: 'Abstract.', keywords: ['k'] };
const venues = ['conf/a', 'conf/b', 'conf/c'].map((id, index) => makeVenue({ id, acronym: `V${index}` }));

describe('billing in test mode', () => {
  const t = useTestApp({}, venues);

  const rowCount = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number }>(await t.context.deps.db.execute(query))[0]!.n);

  /** Starts a checkout and returns the session id from the test checkout URL it answers with. */
  const startCheckout = async (client: TestClient): Promise<string> => {
    const response = await client.request('/api/billing/checkout', { json: {} });
    expect(response.status).toBe(201);
    const { url } = await jsonOf(response);
    const match = new RegExp(`^${testAppUrl}/billing/test-checkout/([0-9a-f-]{36})$`).exec(url);
    expect(match, url).not.toBeNull();
    return match![1]!;
  };

  it.each([
    ['POST', '/api/billing/checkout'],
    ['POST', '/api/billing/cancel'],
    ['POST', '/api/billing/portal'],
    ['GET', '/api/billing/test-checkout/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/billing/test-checkout/00000000-0000-4000-8000-000000000000/complete'],
  ])('%s %s needs a session', async (method, path) => {
    const response = await t.newClient().request(path, method === 'GET' ? {} : { method, json: {} });
    expect(response.status).toBe(401);
    expect(await jsonOf(response)).toEqual({ code: 'UNAUTHENTICATED', message: 'User not authenticated' });
  });

  it('sells Pro through the test checkout: pay, unlimited analyses, cancel, free limits again', async () => {
    const email = uniqueEmail('upgrade');
    const client = await t.signUpConfirmed(email);
    for (let index = 0; index < 2; index += 1) {
      expect((await client.request('/api/submissions', { json: paper })).status).toBe(201);
    }
    expect((await client.request('/api/submissions', { json: paper })).status).toBe(403);

    const sessionId = await startCheckout(client);
    const page = await client.request(`/api/billing/test-checkout/${sessionId}`);
    expect(page.status).toBe(200);
    expect(await jsonOf(page)).toEqual({
      id: sessionId,
      status: 'open',
      plan: { name: 'Pro Plan', priceUsd: 20, interval: 'month' },
      email,
      cancelUrl: `${testAppUrl}/pricing`,
    });

    const paid = await client.request(`/api/billing/test-checkout/${sessionId}/complete`, { json: {} });
    expect(paid.status).toBe(200);
    expect(await jsonOf(paid)).toEqual({ url: `${testAppUrl}/success?session_id=${sessionId}` });
    const me = await jsonOf(await client.request('/api/me'));
    expect(me).toMatchObject({
      plan: 'pro',
      limits: { currentSubmissions: 2, maxSubmissions: null, maxFavorites: null },
      subscription: { provider: 'test', status: 'active', hasPortal: false },
      cancelAt: null,
    });
    const renewal = new Date(me.subscription.currentPeriodEnd).getTime() - Date.now();
    expect(renewal).toBeGreaterThan(27 * 86_400_000);
    expect(renewal).toBeLessThan(32 * 86_400_000);

    expect((await client.request('/api/submissions', { json: paper })).status).toBe(201);
    for (const venueId of ['conf/a', 'conf/b', 'conf/c']) {
      expect((await client.request('/api/favorites', { json: { venueId } })).status).toBe(201);
    }
    expect((await jsonOf(await client.request(`/api/billing/test-checkout/${sessionId}`))).status).toBe(
      'complete',
    );

    // Cancelling keeps Pro until the end of the period already paid, as with Stripe.
    const cancelled = await client.request('/api/billing/cancel', { json: {} });
    expect(cancelled.status).toBe(200);
    expect(await jsonOf(cancelled)).toEqual({ plan: 'pro', cancelAt: me.subscription.currentPeriodEnd });
    expect(await jsonOf(await client.request('/api/me'))).toMatchObject({
      plan: 'pro',
      cancelAt: me.subscription.currentPeriodEnd,
    });
    expect((await client.request('/api/submissions', { json: paper })).status).toBe(201);

    // The period runs out.
    const { db } = t.context.deps;
    await db.execute(sql`update test_subscriptions set current_period_end = now() - interval '1 minute',
      cancel_at = now() - interval '1 minute'
      where customer_id in (select customer_id from billing_customers where user_id = ${me.user.id})`);
    await db.execute(sql`update subscriptions set current_period_end = now() - interval '1 minute',
      cancel_at = now() - interval '1 minute' where user_id = ${me.user.id}`);
    expect(await jsonOf(await client.request('/api/me'))).toMatchObject({
      plan: 'free',
      limits: { currentSubmissions: 4, maxSubmissions: 2, currentFavorites: 3, maxFavorites: 2 },
      subscription: null,
    });
    const refused = await client.request('/api/submissions', { json: paper });
    expect(refused.status).toBe(403);
    expect(await jsonOf(refused)).toMatchObject({ code: 'LIMIT_REACHED' });
    expect((await client.request('/api/billing/cancel', { json: {} })).status).toBe(404);
  });

  /** A confirmed user who paid the test checkout, with their id. */
  const proUser = async (label: string) => {
    const client = await t.signUpConfirmed(uniqueEmail(label));
    const sessionId = await startCheckout(client);
    await client.request(`/api/billing/test-checkout/${sessionId}/complete`, { json: {} });
    const me = await jsonOf(await client.request('/api/me'));
    expect(me.plan).toBe('pro');
    return { client, userId: me.user.id as string };
  };

  /** Moves a user's paid period (and scheduled end, if any) to have ended `days` ago, in both records. */
  const endPeriod = async (userId: string, days: number) => {
    const { db } = t.context.deps;
    const ended = sql`now() - make_interval(days => ${days})`;
    await db.execute(sql`update test_subscriptions set current_period_end = ${ended},
      cancel_at = case when cancel_at is null then null else ${ended} end
      where customer_id in (select customer_id from billing_customers where user_id = ${userId})`);
    await db.execute(sql`update subscriptions set current_period_end = ${ended},
      cancel_at = case when cancel_at is null then null else ${ended} end where user_id = ${userId}`);
  };

  const syncNow = () =>
    syncEndedPeriods({
      db: t.context.deps.db,
      provider: t.context.deps.billing,
      logger: t.context.deps.logger,
      mail: {
        mailer: t.context.deps.mailer,
        appUrl: t.context.deps.env.appUrl,
        logger: t.context.deps.logger,
      },
      now: new Date(),
    });

  it('renews a subscription whose month is over, as Stripe charges the card, and shows the next date', async () => {
    const { client, userId } = await proUser('renews');
    await endPeriod(userId, 40);
    expect(await syncNow()).toBeGreaterThanOrEqual(1);
    const me = await jsonOf(await client.request('/api/me'));
    expect(me).toMatchObject({ plan: 'pro', cancelAt: null, subscription: { status: 'active' } });
    const renewsIn = new Date(me.subscription.currentPeriodEnd).getTime() - Date.now();
    expect(renewsIn).toBeGreaterThan(0);
    expect(renewsIn).toBeLessThanOrEqual(31 * 86_400_000);
    // Renewed, nothing is due any more.
    expect(
      await rowCount(sql`select count(*)::int as n from subscriptions
        where user_id = ${userId} and current_period_end <= now()`),
    ).toBe(0);
  });

  it('records a cancelled subscription as ended once its paid period is over', async () => {
    const { client, userId } = await proUser('ends');
    expect((await client.request('/api/billing/cancel', { json: {} })).status).toBe(200);
    await endPeriod(userId, 1);
    await syncNow();
    const { db } = t.context.deps;
    const rows = rowsOf<{ status: string }>(
      await db.execute(sql`select status from subscriptions where user_id = ${userId}`),
    );
    expect(rows.map((row) => row.status)).toEqual(['canceled']);
    expect((await jsonOf(await client.request('/api/me'))).plan).toBe('free');
  });

  it('pays a session once however often Pay is pressed', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('twice'));
    const sessionId = await startCheckout(client);
    const path = `/api/billing/test-checkout/${sessionId}/complete`;
    const answers = await Promise.all([1, 2, 3].map(() => client.request(path, { json: {} })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const { id: userId } = (await jsonOf(await client.request('/api/me'))).user;
    expect(
      await rowCount(sql`select count(*)::int as n from test_subscriptions s
        join billing_customers c on c.customer_id = s.customer_id where c.user_id = ${userId}`),
    ).toBe(1);
    expect(await rowCount(sql`select count(*)::int as n from subscriptions where user_id = ${userId}`)).toBe(
      1,
    );
  });

  it('refuses a second checkout while Pro', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('already'));
    const first = await startCheckout(client);
    // While one checkout is open, Upgrade gives that one again rather than a second to pay.
    expect(await startCheckout(client)).toBe(first);
    await client.request(`/api/billing/test-checkout/${first}/complete`, { json: {} });
    const again = await client.request('/api/billing/checkout', { json: {} });
    expect(again.status).toBe(409);
    expect(await jsonOf(again)).toEqual({ code: 'CONFLICT', message: 'You are already on the Pro plan.' });
  });

  it("never lets one user read, pay or cancel another's checkout or subscription", async () => {
    const owner = await t.signUpConfirmed(uniqueEmail('owner'));
    const intruder = await t.signUpConfirmed(uniqueEmail('intruder'));
    const sessionId = await startCheckout(owner);

    expect((await intruder.request(`/api/billing/test-checkout/${sessionId}`)).status).toBe(404);
    const stolen = await intruder.request(`/api/billing/test-checkout/${sessionId}/complete`, { json: {} });
    expect(stolen.status).toBe(404);
    expect((await jsonOf(await intruder.request('/api/me'))).plan).toBe('free');
    expect((await jsonOf(await owner.request(`/api/billing/test-checkout/${sessionId}`))).status).toBe(
      'open',
    );

    await owner.request(`/api/billing/test-checkout/${sessionId}/complete`, { json: {} });
    expect((await intruder.request('/api/billing/cancel', { json: {} })).status).toBe(404);
    expect((await jsonOf(await owner.request('/api/me'))).plan).toBe('pro');
  });

  it('refuses to pay an expired session', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('expired'));
    const sessionId = await startCheckout(client);
    await t.context.deps.db.execute(
      sql`update test_checkout_sessions set expires_at = now() - interval '1 minute' where id = ${sessionId}`,
    );
    expect((await jsonOf(await client.request(`/api/billing/test-checkout/${sessionId}`))).status).toBe(
      'expired',
    );
    const paid = await client.request(`/api/billing/test-checkout/${sessionId}/complete`, { json: {} });
    expect(paid.status).toBe(409);
    expect((await jsonOf(await client.request('/api/me'))).plan).toBe('free');
  });

  it.each([
    ['a session id that is not a UUID', '/api/billing/test-checkout/not-a-session', 404],
    ['the Stripe webhook, which is off in test mode', '/api/billing/webhook', 404],
    ['the portal, which only Stripe has', '/api/billing/portal', 404],
  ])('answers %s with a clear error', async (_label, path, status) => {
    const client = await t.signUpConfirmed(uniqueEmail('edges'));
    const response = await client.request(path, path.includes('test-checkout') ? {} : { json: {} });
    expect(response.status).toBe(status);
    expect(await jsonOf(response)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('takes no fields: the price and addresses are the server’s', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('fields'));
    const response = await client.request('/api/billing/checkout', {
      json: { price_id: 'price_free', success_url: 'https://evil.example/' },
    });
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('cancels the test subscription and leaves no billing rows when the account is deleted', async () => {
    const email = uniqueEmail('gone');
    const client = await t.signUpConfirmed(email);
    const sessionId = await startCheckout(client);
    await client.request(`/api/billing/test-checkout/${sessionId}/complete`, { json: {} });
    const { id: userId } = (await jsonOf(await client.request('/api/me'))).user;
    const exported = await jsonOf(await client.request('/api/account/export'));
    expect(exported.subscriptions).toHaveLength(1);
    expect(exported.billingCustomers).toHaveLength(1);

    expect(
      (
        await client.request('/api/account', {
          method: 'DELETE',
          json: { confirmEmail: email, password: 'correct horse battery' },
        })
      ).status,
    ).toBe(204);
    for (const table of ['billing_customers', 'subscriptions', 'test_checkout_sessions']) {
      expect(
        await rowCount(
          sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
        ),
      ).toBe(0);
    }
  });
});
