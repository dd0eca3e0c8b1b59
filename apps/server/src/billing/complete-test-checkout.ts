import type { Db } from '@venuescout/db';
import type { TestBillingProvider } from './create-test-provider.ts';
import { syncCustomerSubscriptions } from './sync-customer-subscriptions.ts';

/**
 * Pays a test-mode checkout session and takes the new subscription in through the same path a
 * verified Stripe event takes. The event id is the session's, so paying the same session again is a
 * duplicate with no second effect.
 */
export async function completeTestCheckout(options: {
  db: Db;
  provider: TestBillingProvider;
  sessionId: string;
  userId: string;
}): Promise<{ url: string }> {
  const { db, provider, sessionId, userId } = options;
  const { customerId, successUrl } = await provider.completeCheckout({ sessionId, userId, now: new Date() });
  await syncCustomerSubscriptions({
    db,
    provider,
    customerId,
    event: { id: `evt_test_${sessionId}`, type: 'checkout.session.completed', customerId },
  });
  return { url: successUrl };
}
