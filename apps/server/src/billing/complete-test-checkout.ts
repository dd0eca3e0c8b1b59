import type { Db } from '@venuescout/db';
import type { BillingProvider, TestCheckoutSessions } from './billing-provider.ts';
import type { BillingMail } from './mail/send-subscription-notices.ts';
import { syncCustomerSubscriptions } from './sync-customer-subscriptions.ts';

/**
 * Pays a test-mode checkout session and takes the new subscription in through the same path a
 * verified Stripe event takes. The event id is the session's, so paying the same session again is a
 * duplicate with no second effect.
 */
export async function completeTestCheckout(options: {
  db: Db;
  provider: BillingProvider;
  /** The provider's test checkout, which the caller has checked it declares. */
  testCheckout: TestCheckoutSessions;
  sessionId: string;
  userId: string;
  mail: BillingMail;
}): Promise<{ url: string }> {
  const { db, provider, testCheckout, sessionId, userId, mail } = options;
  const { customerId, successUrl } = await testCheckout.complete({ sessionId, userId, now: new Date() });
  await syncCustomerSubscriptions({
    db,
    provider,
    customerId,
    event: { id: `evt_test_${sessionId}`, type: 'checkout.session.completed', customerId },
    mail,
  });
  return { url: successUrl };
}
