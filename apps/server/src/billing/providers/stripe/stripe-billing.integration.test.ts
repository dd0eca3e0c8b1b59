import { schema } from '@venuescout/db';
import { describe, expect, it } from 'vitest';
import { jsonOf, testAppUrl, uniqueEmail } from '../../../../test/create-test-app.ts';
import { useStripeTestApp } from '../../../../test/stripe-test-app.ts';

const paper = { title: 'A paper', theme: 'Theme', abstract: 'Abstract.', keywords: ['k'] };

describe('billing with Stripe', () => {
  const app = useStripeTestApp();
  const { checkedOut, planOf, deliver } = app;

  it('makes the user Pro on a verified checkout.session.completed event', async () => {
    const { client, customer } = await checkedOut('pro');
    expect((await planOf(client)).plan).toBe('free');
    const subscription = app.stripe.putSubscription({ customer });

    const response = await deliver({
      type: 'checkout.session.completed',
      object: { id: 'cs_test_1', object: 'checkout.session', customer, subscription: subscription.id },
    });
    expect(response.status).toBe(200);
    const me = await planOf(client);
    expect(me).toMatchObject({
      plan: 'pro',
      limits: { maxSubmissions: null, maxFavorites: null },
      subscription: {
        provider: 'stripe',
        status: 'active',
        currentPeriodEnd: new Date(subscription.currentPeriodEnd * 1000).toISOString(),
        hasPortal: true,
      },
      cancelAt: null,
    });
  });

  it.each([
    ['a signature made with another secret', 'whsec_someone_else'],
    ['no signature at all', null],
  ])('refuses an event with %s (400) and changes nothing', async (_label, secret) => {
    const { client, customer } = await checkedOut('forged');
    app.stripe.putSubscription({ customer });
    const object = { id: 'sub_forged', object: 'subscription', customer, status: 'active' };
    const response =
      secret === null
        ? await app.t.newClient().request('/api/billing/webhook', {
            method: 'POST',
            body: JSON.stringify({
              id: 'evt_unsigned',
              type: 'customer.subscription.created',
              data: { object },
            }),
            headers: { 'content-type': 'application/json' },
          })
        : await deliver({ type: 'customer.subscription.created', object }, secret);
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await planOf(client)).plan).toBe('free');
  });

  it('applies a redelivered event only once', async () => {
    const { client, customer } = await checkedOut('duplicate');
    const subscription = app.stripe.putSubscription({ customer });
    const event = {
      id: `evt_duplicate_${Date.now()}`,
      type: 'customer.subscription.created',
      object: { id: subscription.id, object: 'subscription', customer },
    };
    expect(await jsonOf(await deliver(event))).toMatchObject({ received: true, outcome: 'applied' });
    expect((await planOf(client)).plan).toBe('pro');

    // Stripe has moved on without telling us; the same event arriving again must not trigger a sync.
    subscription.status = 'canceled';
    const lists = () => app.stripe.requests.filter((request) => request.path === '/v1/subscriptions').length;
    const listsBefore = lists();
    const again = await deliver(event);
    expect(again.status).toBe(200);
    expect(await jsonOf(again)).toMatchObject({ outcome: 'duplicate' });
    expect(lists()).toBe(listsBefore);
    expect((await planOf(client)).plan).toBe('pro');
  });

  it('e-mails one receipt for a paid period, however many events report it', async () => {
    const { client, customer } = await checkedOut('receipt');
    const { email } = (await planOf(client)).user;
    const subscription = app.stripe.putSubscription({ customer });
    const object = { id: subscription.id, object: 'subscription', customer };
    const event = { id: `evt_receipt_${Date.now()}`, type: 'customer.subscription.created', object };
    await deliver(event);
    await deliver(event);
    await deliver({ type: 'invoice.paid', object: { id: 'in_1', object: 'invoice', customer } });
    const receipts = (await app.t.mailbox()).filter(
      (message) => message.to === email && message.subject === 'Your VenueScout Pro receipt',
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('Amount: 20.00 USD');
  });

  it('ends in the right state when events arrive out of order', async () => {
    const { client, customer } = await checkedOut('order');
    const subscription = app.stripe.putSubscription({ customer });
    subscription.status = 'canceled';
    // The deletion is delivered first, then the creation that happened before it, carrying the old status.
    await deliver({
      type: 'customer.subscription.deleted',
      object: { id: subscription.id, object: 'subscription', customer, status: 'canceled' },
    });
    expect((await planOf(client)).plan).toBe('free');
    const late = await deliver({
      type: 'customer.subscription.created',
      object: { id: subscription.id, object: 'subscription', customer, status: 'active' },
    });
    expect(late.status).toBe(200);
    const me = await planOf(client);
    expect(me.plan).toBe('free');
    expect(me.subscription).toBeNull();
  });

  it('drops the user to the free plan after a failed payment', async () => {
    const { client, customer } = await checkedOut('failed');
    const subscription = app.stripe.putSubscription({ customer });
    await deliver({ type: 'invoice.paid', object: { id: 'in_1', object: 'invoice', customer } });
    expect((await planOf(client)).plan).toBe('pro');
    for (let index = 0; index < 3; index += 1) {
      expect((await client.request('/api/submissions', { json: paper })).status).toBe(201);
    }

    subscription.status = 'past_due';
    await deliver({ type: 'invoice.payment_failed', object: { id: 'in_2', object: 'invoice', customer } });
    const me = await planOf(client);
    expect(me).toMatchObject({
      plan: 'free',
      limits: { currentSubmissions: 3, maxSubmissions: 2, maxFavorites: 2 },
      subscription: null,
    });
    const refused = await client.request('/api/submissions', { json: paper });
    expect(refused.status).toBe(403);
    expect(await jsonOf(refused)).toMatchObject({ code: 'LIMIT_REACHED' });
  });

  it('cancels at the end of the paid period and reports when Pro ends', async () => {
    const { client, customer } = await checkedOut('cancel');
    const subscription = app.stripe.putSubscription({ customer });
    await deliver({ type: 'customer.subscription.created', object: { id: subscription.id, customer } });
    const response = await client.request('/api/billing/cancel', { json: {} });
    expect(response.status).toBe(200);
    const periodEnd = new Date(subscription.currentPeriodEnd * 1000).toISOString();
    expect(await jsonOf(response)).toEqual({ plan: 'pro', cancelAt: periodEnd });
    const update = app.stripe.requests.filter(
      (request) => request.path === `/v1/subscriptions/${subscription.id}`,
    );
    expect(update.at(-1)).toMatchObject({ method: 'POST', fields: { cancel_at_period_end: 'true' } });
    expect(await planOf(client)).toMatchObject({ plan: 'pro', cancelAt: periodEnd });
  });

  it('cancels every live subscription of the customer, not only the one that makes them Pro', async () => {
    const { client, customer } = await checkedOut('paid-twice');
    const first = app.stripe.putSubscription({ customer });
    const second = app.stripe.putSubscription({ customer });
    await deliver({ type: 'customer.subscription.created', object: { id: second.id, customer } });
    expect((await client.request('/api/billing/cancel', { json: {} })).status).toBe(200);
    expect(app.stripe.subscriptions.get(first.id)?.cancelAtPeriodEnd).toBe(true);
    expect(app.stripe.subscriptions.get(second.id)?.cancelAtPeriodEnd).toBe(true);
  });

  it('resumes a subscription cancelled at period end, and can cancel it again', async () => {
    const { client, customer } = await checkedOut('resume');
    const subscription = app.stripe.putSubscription({ customer });
    await deliver({ type: 'customer.subscription.created', object: { id: subscription.id, customer } });
    const periodEnd = new Date(subscription.currentPeriodEnd * 1000).toISOString();
    expect(await jsonOf(await client.request('/api/billing/cancel', { json: {} }))).toEqual({
      plan: 'pro',
      cancelAt: periodEnd,
    });
    const resumed = await client.request('/api/billing/resume', { json: {} });
    expect(resumed.status).toBe(200);
    expect(await jsonOf(resumed)).toEqual({ plan: 'pro', cancelAt: null });
    expect(app.stripe.subscriptions.get(subscription.id)?.cancelAtPeriodEnd).toBe(false);
    expect(await planOf(client)).toMatchObject({ plan: 'pro', cancelAt: null });
    expect((await client.request('/api/billing/resume', { json: {} })).status).toBe(409);
    expect(await jsonOf(await client.request('/api/billing/cancel', { json: {} }))).toEqual({
      plan: 'pro',
      cancelAt: periodEnd,
    });
    expect(app.stripe.subscriptions.get(subscription.id)?.cancelAtPeriodEnd).toBe(true);
  });

  it('accepts a webhook far larger than a form, as Stripe may send, and still limits it', async () => {
    const { client, customer } = await checkedOut('large-event');
    const subscription = app.stripe.putSubscription({ customer });
    const padding = 'x'.repeat(400 * 1024);
    const large = await deliver({
      type: 'customer.subscription.updated',
      object: { id: subscription.id, customer, metadata: { padding } },
    });
    expect(large.status).toBe(200);
    expect(await planOf(client)).toMatchObject({ plan: 'pro' });
    const huge = await deliver({
      type: 'customer.subscription.updated',
      object: { id: subscription.id, customer, metadata: { padding: padding.repeat(3) } },
    });
    expect(huge.status).toBe(413);
  });

  it('applies a signed event whatever text it carries, as it comes from Stripe, not a browser', async () => {
    const { client, customer } = await checkedOut('odd-text');
    const subscription = app.stripe.putSubscription({ customer });
    const response = await deliver(
      {
        type: 'customer.subscription.updated',
        object: { id: subscription.id, customer, metadata: { note: 'a\u0000b \uD800', deep: [[[[[[]]]]]] } },
      },
      undefined,
      // Neither a foreign Origin nor a text/plain type concerns a machine-to-machine route.
      { origin: 'https://stripe.example', 'content-type': 'text/plain' },
    );
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toMatchObject({ outcome: 'applied' });
    expect(await planOf(client)).toMatchObject({ plan: 'pro' });
  });

  it('acknowledges, without storing, a signed event whose id the database cannot hold', async () => {
    const { client, customer } = await checkedOut('odd-id');
    const subscription = app.stripe.putSubscription({ customer });
    const id = 'evt_\u0000nul';
    const response = await deliver({
      id,
      type: 'customer.subscription.updated',
      object: { id: subscription.id, customer },
    });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toMatchObject({ outcome: 'ignored' });
    const stored = await app.t.context.deps.db.select().from(schema.billingEvents);
    expect(stored.map((event) => event.id)).not.toContain(id);
    expect((await planOf(client)).plan).toBe('free');
  });

  it('keeps the small body limit on every other route', async () => {
    const client = await app.t.signUpConfirmed(uniqueEmail('small-limit'));
    const response = await client.request('/api/billing/checkout', {
      json: { padding: 'x'.repeat(100 * 1024) },
    });
    expect(response.status).toBe(413);
  });

  it('opens the Customer Portal for a subscriber, returning to the profile', async () => {
    const { client, customer } = await checkedOut('portal');
    const subscription = app.stripe.putSubscription({ customer });
    await deliver({ type: 'customer.subscription.updated', object: { id: subscription.id, customer } });
    const response = await client.request('/api/billing/portal', { json: {} });
    expect(response.status).toBe(200);
    expect((await jsonOf(response)).url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const portal = app.stripe.requests
      .filter((request) => request.path === '/v1/billing_portal/sessions')
      .at(-1)!;
    expect(portal.fields).toEqual({ customer, return_url: `${testAppUrl}/profile` });
    expect(portal.idempotencyKey).toMatch(new RegExp(`^portal-${customer}-`));
  });

  it('acknowledges an event about a customer it does not know without changing anyone', async () => {
    const { client } = await checkedOut('bystander');
    app.stripe.putSubscription({ customer: 'cus_unknown' });
    const response = await deliver({
      type: 'customer.subscription.created',
      object: { id: 'sub_x', object: 'subscription', customer: 'cus_unknown' },
    });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toMatchObject({ outcome: 'unknown-customer' });
    expect((await planOf(client)).plan).toBe('free');
  });

  it('cancels the Stripe subscription at once when the account is deleted', async () => {
    const email = uniqueEmail('leaving');
    const client = await app.t.signUpConfirmed(email);
    await client.request('/api/billing/checkout', { json: {} });
    const customer = app.stripe.checkoutSessions.at(-1)!.customer;
    const subscription = app.stripe.putSubscription({ customer });
    await deliver({ type: 'customer.subscription.created', object: { id: subscription.id, customer } });
    const deleted = await client.request('/api/account', {
      method: 'DELETE',
      json: { confirmEmail: email, password: 'correct horse battery' },
    });
    expect(deleted.status).toBe(204);
    expect(subscription.status).toBe('canceled');
    const cancel = app.stripe.requests.filter(
      (request) => request.path === `/v1/subscriptions/${subscription.id}`,
    );
    expect(cancel.at(-1)!.method).toBe('DELETE');
  });

  it('does not count a subscription of the test checkout once Stripe is the provider', async () => {
    const client = await app.t.signUpConfirmed(uniqueEmail('switched'));
    const { user } = await planOf(client);
    const { db } = app.t.context.deps;
    await db
      .insert(schema.billingCustomers)
      .values({ userId: user.id, provider: 'test', customerId: 'cus_test_old' });
    await db.insert(schema.subscriptions).values({
      id: 'sub_test_old',
      userId: user.id,
      provider: 'test',
      customerId: 'cus_test_old',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
      syncSeq: 1,
    });
    expect(await planOf(client)).toMatchObject({ plan: 'free', subscription: null });
  });
});
