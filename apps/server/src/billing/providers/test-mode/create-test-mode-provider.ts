import type { Db } from '@venuescout/db';
import type { BillingProvider } from '../../billing-provider.ts';
import { cancelTestSubscription } from './cancel-test-subscription.ts';
import { findTestCheckout } from './find-test-checkout.ts';
import { listTestSubscriptions } from './list-test-subscriptions.ts';
import { newTestId } from './new-test-id.ts';
import { openTestCheckout } from './open-test-checkout.ts';
import { payTestCheckout } from './pay-test-checkout.ts';
import { resumeTestSubscription } from './resume-test-subscription.ts';

/**
 * The built-in payment provider for the embedded default: a real provider that keeps its own records
 * (sessions, subscriptions) in the app's database and charges nothing. The app reads its state through
 * `listSubscriptions`, exactly as it reads Stripe's. Its checkout page lives in the app, so it has the
 * test checkout and neither a portal nor webhooks.
 */
export function createTestModeProvider(options: { db: Db; appUrl: string }): BillingProvider {
  const { db, appUrl } = options;
  return {
    kind: 'test',
    capabilities: {
      portal: null,
      webhooks: null,
      testCheckout: {
        find: (input) => findTestCheckout(db, input),
        complete: (input) => payTestCheckout(db, input),
      },
    },
    async createCustomer() {
      return newTestId('cus_test');
    },
    async createCheckoutSession(input) {
      const sessionId = await openTestCheckout(db, input);
      return { url: `${appUrl}/billing/test-checkout/${sessionId}` };
    },
    listSubscriptions: (customerId) => listTestSubscriptions(db, customerId, new Date()),
    cancelSubscription: (subscriptionId, input) => cancelTestSubscription(db, subscriptionId, input),
    resumeSubscription: (subscriptionId) => resumeTestSubscription(db, subscriptionId),
  };
}
