import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { StripeConfig } from '../../../env.ts';
import type { BillingEvent, BillingProvider } from '../../billing-provider.ts';
import { idOf } from './id-of.ts';
import type { StripeApiAddress } from './stripe-api-address.ts';
import { toProviderSubscription } from './to-provider-subscription.ts';

/** The Stripe provider: Checkout in subscription mode, the Customer Portal, and signed webhooks. */
export function createStripeProvider(config: StripeConfig, address?: StripeApiAddress): BillingProvider {
  const stripe = new Stripe(config.secretKey, {
    // Retries reuse the idempotency key, so a retried create never makes a second object.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...address,
  });
  return {
    kind: 'stripe',
    capabilities: {
      portal: {
        async createSession({ customerId, returnUrl }) {
          const session = await stripe.billingPortal.sessions.create(
            { customer: customerId, return_url: returnUrl },
            { idempotencyKey: `portal-${customerId}-${randomUUID()}` },
          );
          return session.url;
        },
      },
      webhooks: {
        async verify(rawBody, signature): Promise<BillingEvent> {
          const event = await stripe.webhooks.constructEventAsync(
            rawBody,
            signature ?? '',
            config.webhookSecret,
          );
          const object = event.data.object as { customer?: string | { id: string } | null };
          return { id: event.id, type: event.type, customerId: idOf(object.customer) };
        },
      },
      testCheckout: null,
    },
    async createCustomer({ userId, email }) {
      // One customer per user, even when two checkouts race: Stripe answers a repeated key with the
      // first call's customer.
      const customer = await stripe.customers.create(
        { email, metadata: { userId } },
        { idempotencyKey: `customer-${userId}` },
      );
      return customer.id;
    },
    async createCheckoutSession({ userId, customerId, successUrl, cancelUrl }) {
      // One way to pay at a time: while the customer's newest session is open, every Upgrade (another
      // tab, a double click) gets it back. Requests that race past this check share one idempotency
      // key, named after the session they saw last, so Stripe creates one session for all of them;
      // once that session is paid or expired, the next checkout gets a new key.
      const [newest] = (await stripe.checkout.sessions.list({ customer: customerId, limit: 1 })).data;
      if (newest?.status === 'open' && newest.url) return { url: newest.url };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: customerId,
          client_reference_id: userId,
          line_items: [{ price: config.priceId, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          subscription_data: { metadata: { userId } },
        },
        { idempotencyKey: `checkout-${customerId}-after-${newest?.id ?? 'none'}` },
      );
      return { url: session.url };
    },
    async listSubscriptions(customerId) {
      const page = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 });
      return page.data.map(toProviderSubscription);
    },
    async cancelSubscription(subscriptionId, { atPeriodEnd }) {
      if (atPeriodEnd) {
        // A fresh key per call: a fixed one would replay the first answer for 24 hours, so cancelling
        // again after resuming would do nothing. The SDK's own retries reuse the key of their call.
        await stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: true },
          { idempotencyKey: `cancel-at-period-end-${subscriptionId}-${randomUUID()}` },
        );
      } else {
        await stripe.subscriptions.cancel(subscriptionId);
      }
    },
    async resumeSubscription(subscriptionId) {
      await stripe.subscriptions.update(
        subscriptionId,
        { cancel_at_period_end: false },
        { idempotencyKey: `resume-${subscriptionId}-${randomUUID()}` },
      );
    },
  };
}
