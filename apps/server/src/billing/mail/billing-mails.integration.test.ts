import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonOf, testAppUrl, uniqueEmail, type TestClient } from '../../../test/create-test-app.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { formatMailDate } from '../../mail/format-mail-date.ts';
import { syncEndedPeriods } from '../sync-ended-periods.ts';

describe('billing e-mails', () => {
  const t = useTestApp();

  const mailsTo = async (email: string) => (await t.mailbox()).filter((message) => message.to === email);
  const subjectsTo = async (email: string) => (await mailsTo(email)).map((message) => message.subject);

  /** A confirmed user who opened a test checkout, with the session id to pay. */
  const startCheckout = async (label: string) => {
    const email = uniqueEmail(label);
    const client = await t.signUpConfirmed(email);
    const { url } = await jsonOf(await client.request('/api/billing/checkout', { json: {} }));
    const sessionId = String(url).split('/').pop()!;
    return { email, client, sessionId };
  };
  const pay = (client: TestClient, sessionId: string) =>
    client.request(`/api/billing/test-checkout/${sessionId}/complete`, { json: {} });
  const periodEndOf = async (client: TestClient) =>
    new Date((await jsonOf(await client.request('/api/me'))).subscription.currentPeriodEnd);

  it('sends one receipt with the amount, the period and how to cancel, however often the payment is retried', async () => {
    const { email, client, sessionId } = await startCheckout('receipt');
    expect((await pay(client, sessionId)).status).toBe(200);
    expect((await pay(client, sessionId)).status).toBe(200);
    const receipts = (await mailsTo(email)).filter((m) => m.subject === 'Your VenueScout Pro receipt');
    expect(receipts).toHaveLength(1);
    const periodEnd = await periodEndOf(client);
    const { text, html } = receipts[0]!;
    expect(text).toContain('Amount: 20.00 USD');
    expect(text).toContain(`Period: ${formatMailDate(new Date())} to ${formatMailDate(periodEnd)}`);
    expect(text).toContain(`Manage your subscription: ${testAppUrl}/profile`);
    expect(text).toContain('To cancel, open your profile');
    expect(html).toContain('<li>Amount: 20.00 USD</li>');
  });

  it('confirms a cancellation with the day Pro ends, and a resumption, once each', async () => {
    const { email, client, sessionId } = await startCheckout('cancel');
    await pay(client, sessionId);
    const periodEnd = await periodEndOf(client);
    expect((await client.request('/api/billing/cancel', { json: {} })).status).toBe(200);
    expect((await client.request('/api/billing/cancel', { json: {} })).status).toBe(200);
    const cancelled = (await mailsTo(email)).filter(
      (m) => m.subject === 'Your VenueScout Pro subscription is cancelled',
    );
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain(`You keep Pro until ${formatMailDate(periodEnd)}`);
    expect(cancelled[0]!.text).toContain('Keep Pro (resume subscription)');

    expect((await client.request('/api/billing/resume', { json: {} })).status).toBe(200);
    const resumed = (await mailsTo(email)).filter(
      (m) => m.subject === 'Your VenueScout Pro subscription is resumed',
    );
    expect(resumed).toHaveLength(1);
    expect(resumed[0]!.text).toContain(`It renews on ${formatMailDate(periodEnd)}`);
    expect(await subjectsTo(email)).toEqual([
      'Your VenueScout Pro subscription is resumed',
      'Your VenueScout Pro subscription is cancelled',
      'Your VenueScout Pro receipt',
      'Confirm your VenueScout account',
    ]);
  });

  it('sends a receipt for each renewed period, and none when nothing changed', async () => {
    const { email, client, sessionId } = await startCheckout('renewal');
    await pay(client, sessionId);
    const me = await jsonOf(await client.request('/api/me'));
    const { db, billing, logger, mailer, env } = t.context.deps;
    const userId: string = me.user.id;
    const ended = sql`now() - interval '1 day'`;
    await db.execute(sql`update test_subscriptions set current_period_end = ${ended}
      where customer_id in (select customer_id from billing_customers where user_id = ${userId})`);
    await db.execute(sql`update subscriptions set current_period_end = ${ended} where user_id = ${userId}`);
    const previousEnd = await periodEndOf(client);
    const sync = () =>
      syncEndedPeriods({
        db,
        provider: billing,
        logger,
        mail: { mailer, appUrl: env.appUrl, logger },
        now: new Date(),
      });
    await sync();
    await sync();
    const receipts = (await mailsTo(email)).filter((m) => m.subject === 'Your VenueScout Pro receipt');
    expect(receipts).toHaveLength(2);
    expect(receipts[0]!.text).toContain(
      `Period: ${formatMailDate(previousEnd)} to ${formatMailDate(await periodEndOf(client))}`,
    );
  });
});
