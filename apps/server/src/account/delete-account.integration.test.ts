import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonOf, uniqueEmail, type TestClient } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { rowsOf } from '@venuescout/db';

const password = 'correct horse battery';

describe('DELETE /api/account', () => {
  const t = useTestApp();

  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number }>(await t.context.deps.db.execute(query))[0]!.n);

  it.each([
    [{ confirmEmail: 'EMAIL' }, 'Enter your password to confirm.'],
    [{ confirmEmail: 'EMAIL', password: '' }, 'Enter your password to confirm.'],
    [{ confirmEmail: 'EMAIL', password: 'not the password' }, 'The password is not correct.'],
  ])('keeps the account when the password is missing or wrong: %j', async (body, message) => {
    const email = uniqueEmail('keep');
    const client = await t.signUpConfirmed(email, password);
    const response = await client.request('/api/account', {
      method: 'DELETE',
      json: { ...body, confirmEmail: email },
    });
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).issues).toContainEqual({ path: 'password', message });
    expect((await client.request('/api/me')).status).toBe(200);
  });

  it('removes reset links, rate-limit counters and contact messages of the address, in any case', async () => {
    const email = uniqueEmail('Gone_Person');
    const address = email.toLowerCase();
    const client = await t.signUpConfirmed(address, password);
    const { id: userId } = (await jsonOf(await client.request('/api/me'))).user;
    await client.request('/api/contact', {
      json: { name: 'Me', email: address.toUpperCase(), message: 'hello' },
    });
    await t.newClient().request('/api/auth/request-password-reset', {
      json: { email: address, redirectTo: '/reset-password' },
    });
    await t
      .newClient()
      .request('/api/auth/sign-in/email', { json: { email: address, password: 'wrong one 1' } });
    // A stranger's counters that merely share a suffix pattern must stay.
    const bystander = uniqueEmail('bystander');
    await t
      .newClient()
      .request('/api/auth/sign-in/email', { json: { email: bystander, password: 'wrong one 1' } });

    const bystanderKeys = sql`select count(*)::int as n from rate_limits where key like ${`%${bystander}`}`;
    const bystanderCount = await count(bystanderKeys);
    expect(bystanderCount).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from verifications where value = ${userId}`)).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from rate_limits where key like ${`%${address}`}`),
    ).toBeGreaterThan(0);

    const deleted = await client.request('/api/account', {
      method: 'DELETE',
      json: { confirmEmail: address, password },
    });
    expect(deleted.status).toBe(204);
    expect(await count(sql`select count(*)::int as n from verifications where value = ${userId}`)).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from contact_messages where lower(email) = ${address}`),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from rate_limits where key like ${`%${address}`}`)).toBe(
      0,
    );
    expect(await count(bystanderKeys)).toBe(bystanderCount);
    // Only the notice of the deletion itself, sent after it, is left.
    expect(
      await count(sql`select count(*)::int as n from outbox_messages where lower("to") = ${address}
        and subject <> 'Your VenueScout account was deleted'`),
    ).toBe(0);
  });

  /** Takes a budget of each per-user limit and pays a test checkout, which records a billing event. */
  const leaveTraces = async (client: TestClient) => {
    await client.request('/api/submissions', { json: { junk: true } });
    const checkout = await jsonOf(await client.request('/api/billing/checkout', { json: {} }));
    const sessionId = new URL(checkout.url).pathname.split('/').pop();
    const paid = await client.request(`/api/billing/test-checkout/${sessionId}/complete`, { json: {} });
    expect(paid.status).toBe(200);
    return (await jsonOf(await client.request('/api/me'))).user.id as string;
  };
  const customerOf = async (userId: string) =>
    rowsOf<{ customer_id: string }>(
      await t.context.deps.db.execute(
        sql`select customer_id from billing_customers where user_id = ${userId}`,
      ),
    )[0]!.customer_id;
  const userKeys = (userId: string) =>
    sql`select count(*)::int as n from rate_limits where strpos(key, ${userId}) > 0`;
  const customerEvents = (customerId: string) =>
    sql`select count(*)::int as n from billing_events where customer_id = ${customerId}`;

  it("removes the user's rate-limit counters and billing events, and no one else's", async () => {
    const email = uniqueEmail('leaving');
    const leaving = await t.signUpConfirmed(email, password);
    const userId = await leaveTraces(leaving);
    const customerId = await customerOf(userId);
    const otherId = await leaveTraces(await t.signUpConfirmed(uniqueEmail('staying'), password));
    const otherCustomerId = await customerOf(otherId);
    // An id that merely ends with the leaving user's must not be taken for it.
    const lookalikeKey = `analyses:user:x${userId}`;
    await t.context.deps.db.execute(
      sql`insert into rate_limits (key, window_start, count) values (${lookalikeKey}, now(), 1)`,
    );
    expect(await count(userKeys(userId))).toBeGreaterThanOrEqual(3);
    expect(await count(customerEvents(customerId))).toBe(1);
    const otherKeys = await count(userKeys(otherId));
    expect(otherKeys).toBeGreaterThanOrEqual(2);

    const deleted = await leaving.request('/api/account', {
      method: 'DELETE',
      json: { confirmEmail: email, password },
    });
    expect(deleted.status).toBe(204);
    expect(await count(sql`select count(*)::int as n from rate_limits where key = ${lookalikeKey}`)).toBe(1);
    expect(await count(sql`${userKeys(userId)} and key <> ${lookalikeKey}`)).toBe(0);
    expect(await count(customerEvents(customerId))).toBe(0);
    expect(await count(userKeys(otherId))).toBe(otherKeys);
    expect(await count(customerEvents(otherCustomerId))).toBe(1);
  });
});
