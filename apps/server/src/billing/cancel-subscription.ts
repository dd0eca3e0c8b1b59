import type { Db } from '@venuescout/db';
import { AppError } from '../lib/app-error.ts';
import type { PlanLimits } from '../plans/get-plan-limits.ts';
import type { BillingProvider } from './billing-provider.ts';
import { callProvider } from './call-provider.ts';
import { syncCustomerSubscriptions } from './sync-customer-subscriptions.ts';

/**
 * Cancels the user's Pro subscription: with Stripe at the end of the paid period (the user keeps what
 * they paid for), with the test provider at once. The new state is then read back through the sync.
 */
export async function cancelSubscription(options: {
  db: Db;
  provider: BillingProvider;
  limits: PlanLimits;
}): Promise<void> {
  const { db, provider } = options;
  const subscription = options.limits.subscription;
  if (!subscription) throw new AppError('NOT_FOUND', 'You have no active subscription to cancel.');
  if (subscription.provider !== provider.kind) {
    throw new AppError('CONFLICT', 'This subscription is billed elsewhere and cannot be cancelled here.');
  }
  await callProvider(() =>
    provider.cancelSubscription(subscription.id, { atPeriodEnd: provider.kind === 'stripe' }),
  );
  await syncCustomerSubscriptions({ db, provider, customerId: subscription.customerId });
}
