import type { CancelSubscriptionResult } from '@venuescout/contracts';
import { AppError } from '../lib/app-error.ts';
import { getPlanLimits } from '../plans/get-plan-limits.ts';
import { callProvider } from './call-provider.ts';
import { listLiveSubscriptions } from './list-live-subscriptions.ts';
import { syncCustomerSubscriptions } from './sync-customer-subscriptions.ts';
import { readCancellation, type UserBillingOptions } from './user-billing-options.ts';

/**
 * Cancels the user's Pro at the end of the paid period (the user keeps what they paid for), with
 * either provider. Every live subscription of the customer is cancelled, not only the one that makes
 * the user Pro: a customer who somehow paid twice must not go on being charged for the other. The new
 * state is then read back through the sync.
 */
export async function cancelSubscription(options: UserBillingOptions): Promise<CancelSubscriptionResult> {
  const { db, provider } = options;
  const { subscription } = await getPlanLimits(options);
  if (!subscription) throw new AppError('NOT_FOUND', 'You have no active subscription to cancel.');
  if (subscription.provider !== provider.kind) {
    throw new AppError('CONFLICT', 'This subscription is billed elsewhere and cannot be cancelled here.');
  }
  const live = await listLiveSubscriptions(provider, subscription.customerId);
  for (const item of live.filter((candidate) => !candidate.cancelAt)) {
    await callProvider(() => provider.cancelSubscription(item.id, { atPeriodEnd: true }));
  }
  await syncCustomerSubscriptions({ db, provider, customerId: subscription.customerId });
  return readCancellation(options);
}
