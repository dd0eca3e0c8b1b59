import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeApiAddress } from '../src/billing/providers/stripe/stripe-api-address.ts';

/** One request as the fake received it: the form fields flattened (`line_items[0][price]`). */
export interface RecordedRequest {
  method: string;
  path: string;
  fields: Record<string, string>;
  idempotencyKey: string | undefined;
}

/** A subscription as the fake keeps it; tests change it to play out what Stripe would do. */
export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  priceId: string;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
}

/** A Checkout Session as the fake keeps it, newest last. */
export interface FakeCheckoutSession {
  id: string;
  customer: string;
  status: 'open' | 'complete' | 'expired';
}

export interface FakeStripe {
  address: StripeApiAddress;
  requests: RecordedRequest[];
  subscriptions: Map<string, FakeSubscription>;
  /** Every Checkout Session created, oldest first; tests complete or expire them as Stripe would. */
  checkoutSessions: FakeCheckoutSession[];
  /** Adds (or replaces) a subscription, as Stripe does once a checkout is paid. */
  putSubscription(subscription: Partial<FakeSubscription> & { customer: string }): FakeSubscription;
  /** Makes every API call answer 500 until switched back. */
  setDown(isDown: boolean): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

async function readFields(request: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return Object.fromEntries(new URLSearchParams(body));
}

function toCheckoutSessionObject(session: FakeCheckoutSession) {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: 'subscription',
    customer: session.customer,
    status: session.status,
    // Stripe gives the payment page's address only while the session can still be paid.
    url: session.status === 'open' ? `https://checkout.stripe.test/c/pay/${session.id}` : null,
  };
}

function toSubscriptionObject(subscription: FakeSubscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscription.id}`,
          object: 'subscription_item',
          current_period_end: subscription.currentPeriodEnd,
          price: { id: subscription.priceId, object: 'price' },
        },
      ],
    },
  };
}

/**
 * A small HTTP server that speaks the part of Stripe's API the app uses (customers, Checkout
 * Sessions, subscriptions, the billing portal), so the real `stripe` SDK can be exercised end to end
 * without a network. A repeated idempotency key replays the first answer, as Stripe does.
 */
export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const checkoutSessions: FakeCheckoutSession[] = [];
  const replies = new Map<string, unknown>();
  let isDown = false;

  const route = (method: string, path: string, query: URLSearchParams, fields: Record<string, string>) => {
    if (method === 'POST' && path === '/v1/customers') {
      return { id: id('cus'), object: 'customer', email: fields.email, metadata: {} };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session: FakeCheckoutSession = { id: id('cs_test'), customer: fields.customer!, status: 'open' };
      checkoutSessions.push(session);
      return toCheckoutSessionObject(session);
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const data = checkoutSessions
        .filter((session) => session.customer === query.get('customer'))
        .reverse()
        .slice(0, Number(query.get('limit') ?? 10))
        .map(toCheckoutSessionObject);
      return { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' };
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const data = [...subscriptions.values()]
        .filter((subscription) => subscription.customer === query.get('customer'))
        .map(toSubscriptionObject);
      return { object: 'list', data, has_more: false, url: '/v1/subscriptions' };
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    const subscription = subscriptionMatch ? subscriptions.get(subscriptionMatch[1]!) : undefined;
    if (subscription && method === 'POST') {
      if (fields.cancel_at_period_end === 'true') subscription.cancelAtPeriodEnd = true;
      if (fields.cancel_at_period_end === 'false') subscription.cancelAtPeriodEnd = false;
      return toSubscriptionObject(subscription);
    }
    if (subscription && method === 'DELETE') {
      subscription.status = 'canceled';
      return toSubscriptionObject(subscription);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return {
        id: id('bps'),
        object: 'billing_portal.session',
        url: `https://billing.stripe.test/p/session/${id('x')}`,
      };
    }
    return undefined;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const fields = await readFields(request);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method: request.method ?? 'GET', path: url.pathname, fields, idempotencyKey });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (isDown) return send(500, { error: { type: 'api_error', message: 'Something went wrong' } });
    const replayKey = idempotencyKey ? `${request.method} ${url.pathname} ${idempotencyKey}` : undefined;
    if (replayKey && replies.has(replayKey)) return send(200, replies.get(replayKey));
    const body = route(request.method ?? 'GET', url.pathname, url.searchParams, fields);
    if (body === undefined) {
      return send(404, { error: { type: 'invalid_request_error', message: `No route ${url.pathname}` } });
    }
    if (replayKey) replies.set(replayKey, body);
    return send(200, body);
  };

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    subscriptions,
    checkoutSessions,
    putSubscription(partial) {
      const subscription: FakeSubscription = {
        id: id('sub'),
        status: 'active',
        priceId: 'price_pro',
        currentPeriodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
        cancelAtPeriodEnd: false,
        ...partial,
      };
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    setDown(value) {
      isDown = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
