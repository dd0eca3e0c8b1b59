import type { CancelSubscriptionResult } from '@venuescout/contracts';
import { callProvider } from './call-provider.ts';
import { changeSubscription, type UserBillingOptions } from './user-billing-options.ts';

/**
 * Cancels the user's Pro at the end of the paid period (the user keeps what they paid for), with
 * either provider. Every live subscription of the customer is cancelled, not only the one that makes
 * the user Pro: a customer who somehow paid twice must not go on being charged for the other.
 */
export function cancelSubscription(options: UserBillingOptions): Promise<CancelSubscriptionResult> {
  return changeSubscription(options, { verb: 'cancel', participle: 'cancelled' }, async (live) => {
    for (const item of live.filter((candidate) => !candidate.cancelAt)) {
      await callProvider(() => options.provider.cancelSubscription(item.id, { atPeriodEnd: true }));
    }
  });
}
