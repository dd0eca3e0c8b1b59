import type { CancelSubscriptionResult } from '@venuescout/contracts';
import { AppError } from '../lib/app-error.ts';
import { callProvider } from './call-provider.ts';
import { changeSubscription, type UserBillingOptions } from './user-billing-options.ts';

/** Undoes a cancellation at period end while Pro still runs, so the subscription renews again. */
export function resumeSubscription(options: UserBillingOptions): Promise<CancelSubscriptionResult> {
  return changeSubscription(options, { verb: 'resume', participle: 'resumed' }, async (live) => {
    const ending = live.filter((item) => item.cancelAt);
    if (ending.length === 0) throw new AppError('CONFLICT', 'Your subscription is not set to end.');
    // One subscription is enough: resuming all would renew a duplicate the user cancelled on purpose.
    const latest = ending.reduce((a, b) => ((a.currentPeriodEnd ?? 0) >= (b.currentPeriodEnd ?? 0) ? a : b));
    await callProvider(() => options.provider.resumeSubscription(latest.id));
  });
}
