import type { CancelSubscriptionResult } from '@venuescout/contracts';
import { AppError } from '../lib/app-error.ts';
import { getPlanLimits } from '../plans/get-plan-limits.ts';
import { callProvider } from './call-provider.ts';
import { listLiveSubscriptions } from './list-live-subscriptions.ts';
import { syncCustomerSubscriptions } from './sync-customer-subscriptions.ts';
import { readCancellation, type UserBillingOptions } from './user-billing-options.ts';

/** Undoes a cancellation at period end while Pro still runs, so the subscription renews again. */
export async function resumeSubscription(options: UserBillingOptions): Promise<CancelSubscriptionResult> {
  const { db, provider } = options;
  const { subscription } = await getPlanLimits(options);
  if (!subscription) throw new AppError('NOT_FOUND', 'You have no active subscription to resume.');
  if (subscription.provider !== provider.kind) {
    throw new AppError('CONFLICT', 'This subscription is billed elsewhere and cannot be resumed here.');
  }
  const ending = (await listLiveSubscriptions(provider, subscription.customerId)).filter(
    (item) => item.cancelAt,
  );
  if (ending.length === 0) throw new AppError('CONFLICT', 'Your subscription is not set to end.');
  // One subscription is enough: resuming all would renew a duplicate the user cancelled on purpose.
  const latest = ending.reduce((a, b) => ((a.currentPeriodEnd ?? 0) >= (b.currentPeriodEnd ?? 0) ? a : b));
  await callProvider(() => provider.resumeSubscription(latest.id));
  await syncCustomerSubscriptions({ db, provider, customerId: subscription.customerId });
  return readCancellation(options);
}
