import type { CancelSubscriptionResult } from '@venuescout/contracts';
import type { Db } from '@venuescout/db';
import type { Env } from '../env.ts';
import { AppError } from '../lib/app-error.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { getPlanLimits } from '../plans/get-plan-limits.ts';
import type { BillingProvider, ProviderSubscription } from './billing-provider.ts';
import { listLiveSubscriptions } from './list-live-subscriptions.ts';
import { syncCustomerSubscriptions } from './sync-customer-subscriptions.ts';

/** What a billing action on one user's account needs: the user, the provider and the plan's inputs. */
export interface UserBillingOptions {
  db: Db;
  env: Env;
  logger: Logger;
  provider: BillingProvider;
  mailer: Mailer;
  userId: string;
}

/** Where a sync started by a user's billing action sends its e-mails. */
export const billingMailOf = ({ mailer, env, logger }: UserBillingOptions) => ({
  mailer,
  appUrl: env.appUrl,
  logger,
});

/**
 * Cancels or resumes: finds the subscription that makes the user Pro (refused when there is none, or
 * when another provider bills it), lets `change` act on the customer's live subscriptions at the
 * provider, reads the new state back through the sync, and answers with the plan now in force and the
 * instant Pro ends if it is set to end.
 */
export async function changeSubscription(
  options: UserBillingOptions,
  action: { verb: 'cancel' | 'resume'; participle: 'cancelled' | 'resumed' },
  change: (live: ProviderSubscription[]) => Promise<void>,
): Promise<CancelSubscriptionResult> {
  const { db, provider } = options;
  const { subscription } = await getPlanLimits(options);
  if (!subscription) throw new AppError('NOT_FOUND', `You have no active subscription to ${action.verb}.`);
  if (subscription.provider !== provider.kind) {
    throw new AppError(
      'CONFLICT',
      `This subscription is billed elsewhere and cannot be ${action.participle} here.`,
    );
  }
  await change(await listLiveSubscriptions(provider, subscription.customerId));
  await syncCustomerSubscriptions({
    db,
    provider,
    customerId: subscription.customerId,
    mail: billingMailOf(options),
  });
  const after = await getPlanLimits(options);
  return { plan: after.plan, cancelAt: after.subscription?.cancelAt?.toISOString() ?? null };
}
