import Stripe from 'stripe';
import { expect } from 'vitest';
import { createStripeProvider } from '../src/billing/providers/stripe/create-stripe-provider.ts';
import { createTestApp, jsonOf, uniqueEmail, type TestApp, type TestClient } from './create-test-app.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server.ts';
import { startAroundTests } from './start-around-tests.ts';
import { makeVenue } from './venue-factory.ts';

const secretKey = 'sk_test_venuescout';
const webhookSecret = 'whsec_venuescout_test';
const signer = new Stripe(secretKey);
let eventSequence = 0;

/** The app with Stripe as its provider, talking to a local Stripe API through the real SDK. */
async function createStripeTestApp(): Promise<{
  t: TestApp;
  stripe: FakeStripe;
  close: () => Promise<void>;
}> {
  const stripe = await startFakeStripe(secretKey);
  const env = {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_ID: 'price_pro',
  };
  const t = await createTestApp(env, [makeVenue({ id: 'conf/x', acronym: 'X' })], ['conf/x'], (appEnv) => {
    if (appEnv.billing.provider !== 'stripe') throw new Error('the Stripe keys did not select Stripe');
    return createStripeProvider(appEnv.billing, stripe.address);
  });
  const close = async () => {
    await t.close();
    await stripe.close();
  };
  return { t, stripe, close };
}

/** Sends an event the way Stripe does: the JSON body signed with the endpoint's secret. */
function deliverStripeEvent(
  t: TestApp,
  event: { id?: string; type: string; object: Record<string, unknown> },
  secret = webhookSecret,
  headers: Record<string, string> = {},
) {
  eventSequence += 1;
  const payload = JSON.stringify({
    id: event.id ?? `evt_${eventSequence}_${Date.now()}`,
    object: 'event',
    type: event.type,
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.newClient().request('/api/billing/webhook', {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature, ...headers },
  });
}

/** A signed-in user who went through checkout, so the app knows their Stripe customer. */
async function customerAfterCheckout(
  t: TestApp,
  stripe: FakeStripe,
  label: string,
): Promise<{ client: TestClient; customer: string }> {
  const client = await t.signUpConfirmed(uniqueEmail(label));
  const checkout = await client.request('/api/billing/checkout', { json: {} });
  expect(checkout.status).toBe(201);
  return { client, customer: stripe.checkoutSessions.at(-1)!.customer };
}

/** The Stripe app of one test file, and the steps its tests share. */
export interface StripeTestFile {
  /** The app; read it inside a test or hook, once `beforeAll` has started it. */
  readonly t: TestApp;
  /** The local Stripe API the app talks to. */
  readonly stripe: FakeStripe;
  /** A signed-in user who went through checkout (customerAfterCheckout). */
  checkedOut(label: string): Promise<{ client: TestClient; customer: string }>;
  /** The client's `/api/me`: plan, limits, subscription. */
  planOf(client: TestClient): ReturnType<typeof jsonOf>;
  /** A signed event delivered to the webhook (deliverStripeEvent). */
  deliver(
    event: Parameters<typeof deliverStripeEvent>[1],
    secret?: string,
    headers?: Record<string, string>,
  ): Promise<Response>;
}

/**
 * Starts the app with Stripe and the local Stripe API before the tests of the calling file or
 * `describe` block and closes both after them: the one setup every Stripe test file shares.
 */
export function useStripeTestApp(): StripeTestFile {
  const current = startAroundTests('The Stripe test app', createStripeTestApp, (app) => app.close());
  return {
    get t() {
      return current().t;
    },
    get stripe() {
      return current().stripe;
    },
    checkedOut: (label) => customerAfterCheckout(current().t, current().stripe, label),
    planOf: async (client) => jsonOf(await client.request('/api/me')),
    deliver: (event, secret, headers) => deliverStripeEvent(current().t, event, secret, headers),
  };
}
