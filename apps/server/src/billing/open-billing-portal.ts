import { AppError } from '../lib/app-error.ts';
import { getPlanLimits } from '../plans/get-plan-limits.ts';
import { callProvider } from './call-provider.ts';
import type { UserBillingOptions } from './user-billing-options.ts';

/**
 * The address of the provider's billing portal for the user's subscription, returning to the profile.
 * Only a provider with a portal (Stripe) has one, and only for a subscription it bills.
 */
export async function openBillingPortal(options: UserBillingOptions): Promise<{ url: string }> {
  const { provider, env } = options;
  const { portal } = provider.capabilities;
  const { subscription } = await getPlanLimits(options);
  if (!portal || !subscription || subscription.provider !== provider.kind) {
    throw new AppError('NOT_FOUND', 'There is no billing portal for this account.');
  }
  const url = await callProvider(() =>
    portal.createSession({ customerId: subscription.customerId, returnUrl: `${env.appUrl}/profile` }),
  );
  return { url };
}
