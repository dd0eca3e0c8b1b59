import { describe, expect, it } from 'vitest';
import { jsonOf, testAppUrl, uniqueEmail } from '../../../../test/create-test-app.ts';
import { useStripeTestApp } from '../../../../test/stripe-test-app.ts';

describe('checkout with Stripe', () => {
  const app = useStripeTestApp();
  const { checkedOut, planOf } = app;

  /** The Checkout Sessions the app asked Stripe to create since `before` requests. */
  const sessionsCreatedSince = (before: number) =>
    app.stripe.requests
      .slice(before)
      .filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions');

  it('creates a subscription-mode Checkout Session for the Pro price and one customer', async () => {
    const email = uniqueEmail('checkout');
    const client = await app.t.signUpConfirmed(email);
    const before = app.stripe.requests.length;
    const first = await client.request('/api/billing/checkout', { json: {} });
    expect(first.status).toBe(201);
    expect((await jsonOf(first)).url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const customers = app.stripe.requests.slice(before).filter((request) => request.path === '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]!.fields.email).toBe(email);
    expect(customers[0]!.idempotencyKey).toMatch(/^customer-/);
    const [session] = sessionsCreatedSince(before);
    expect(session!.fields).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro',
      'line_items[0][quantity]': '1',
      success_url: `${testAppUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${testAppUrl}/pricing`,
    });
    expect(session!.fields.customer).toMatch(/^cus_/);
  });

  it('gives a second Upgrade the checkout that is still open, not a second way to pay', async () => {
    const client = await app.t.signUpConfirmed(uniqueEmail('open-checkout'));
    const before = app.stripe.requests.length;
    const first = await jsonOf(await client.request('/api/billing/checkout', { json: {} }));
    const second = await client.request('/api/billing/checkout', { json: {} });
    expect(second.status).toBe(201);
    expect((await jsonOf(second)).url).toBe(first.url);
    expect(sessionsCreatedSince(before)).toHaveLength(1);
  });

  it('opens one Checkout Session for checkouts started at the same moment', async () => {
    const client = await app.t.signUpConfirmed(uniqueEmail('parallel-checkout'));
    await client.request('/api/me');
    const before = app.stripe.requests.length;
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.request('/api/billing/checkout', { json: {} })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const urls = new Set(await Promise.all(answers.map(async (answer) => (await jsonOf(answer)).url)));
    expect(urls.size).toBe(1);
    const customer = app.stripe.checkoutSessions.at(-1)!.customer;
    expect(app.stripe.checkoutSessions.filter((session) => session.customer === customer)).toHaveLength(1);
    expect(new Set(sessionsCreatedSince(before).map((request) => request.idempotencyKey)).size).toBe(1);
  });

  it('opens a new Checkout Session once the open one has expired', async () => {
    const { client, customer } = await checkedOut('expired-checkout');
    const expired = app.stripe.checkoutSessions.at(-1)!;
    expired.status = 'expired';
    const again = await client.request('/api/billing/checkout', { json: {} });
    expect(again.status).toBe(201);
    const fresh = app.stripe.checkoutSessions.at(-1)!;
    expect(fresh.id).not.toBe(expired.id);
    expect(fresh.customer).toBe(customer);
    expect((await jsonOf(again)).url).toBe(`https://checkout.stripe.test/c/pay/${fresh.id}`);
  });

  it('refuses a second checkout when Stripe already bills a subscription whose event is late', async () => {
    const { client, customer } = await checkedOut('late-event');
    app.stripe.putSubscription({ customer });
    const again = await client.request('/api/billing/checkout', { json: {} });
    expect(again.status).toBe(409);
    expect(await jsonOf(again)).toEqual({ code: 'CONFLICT', message: 'You are already on the Pro plan.' });
    expect(await planOf(client)).toMatchObject({ plan: 'pro' });
  });

  it('answers 503 with the checkout message when Stripe is down', async () => {
    const client = await app.t.signUpConfirmed(uniqueEmail('down'));
    app.stripe.setDown(true);
    try {
      const response = await client.request('/api/billing/checkout', { json: {} });
      expect(response.status).toBe(503);
      expect(await jsonOf(response)).toEqual({
        code: 'UNAVAILABLE',
        message: 'Failed to create checkout session',
      });
    } finally {
      app.stripe.setDown(false);
    }
    const later = await client.request('/api/billing/checkout', { json: {} });
    expect(later.status).toBe(201);
  }, 30_000);
});
