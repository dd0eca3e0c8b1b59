import type { Db } from '@venuescout/db';
import { AppError } from '../lib/app-error.ts';
import type { PlanLimits } from '../plans/get-plan-limits.ts';
import type { BillingProvider } from './billing-provider.ts';
import { callProvider } from './call-provider.ts';
import { listLiveSubscriptions } from './list-live-subscriptions.ts';
import { syncCustomerSubscriptions } from './sync-customer-subscriptions.ts';

/**
 * Cancels the user's Pro at the end of the paid period (the user keeps what they paid for), with
 * either provider. Every live subscription of the customer is cancelled, not only the one that makes
 * the user Pro: a customer who somehow paid twice must not go on being charged for the other. The new
 * state is then read back through the sync.
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
  const live = await listLiveSubscriptions(provider, subscription.customerId);
  for (const item of live.filter((candidate) => !candidate.cancelAt)) {
    await callProvider(() => provider.cancelSubscription(item.id, { atPeriodEnd: true }));
  }
  await syncCustomerSubscriptions({ db, provider, customerId: subscription.customerId });
}
