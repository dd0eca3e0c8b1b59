import { messages } from '@venuescout/contracts';
import { AppError } from '../lib/app-error.ts';
import { getPlanLimits } from '../plans/get-plan-limits.ts';
import { callProvider } from './call-provider.ts';
import { ensureBillingCustomer } from './ensure-billing-customer.ts';
import { listLiveSubscriptions } from './list-live-subscriptions.ts';
import { syncCustomerSubscriptions } from './sync-customer-subscriptions.ts';
import { billingMailOf, type UserBillingOptions } from './user-billing-options.ts';

/**
 * Starts a Pro checkout for the user. The success and cancel addresses and the price come from the
 * server's configuration, never from the request, so a caller cannot redirect payers elsewhere or buy
 * another price.
 */
export async function createCheckout(
  options: UserBillingOptions & { email: string },
): Promise<{ url: string | null }> {
  const { db, provider, userId, email } = options;
  const appUrl = options.env.appUrl;
  if ((await getPlanLimits(options)).plan === 'pro')
    throw new AppError('CONFLICT', 'You are already on the Pro plan.');
  const failureMessage = messages.checkoutFailed;
  const customerId = await ensureBillingCustomer({
    db,
    provider,
    userId,
    email,
    failureMessage,
  });
  // The provider may already bill a subscription the app has not heard of yet (its event is late):
  // take it in, and refuse, rather than let the user pay a second time.
  const live = await listLiveSubscriptions(provider, customerId, failureMessage);
  if (live.length > 0) {
    await syncCustomerSubscriptions({ db, provider, customerId, mail: billingMailOf(options) });
    throw new AppError('CONFLICT', 'You are already on the Pro plan.');
  }
  return callProvider(
    () =>
      provider.createCheckoutSession({
        userId,
        customerId,
        successUrl: `${appUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${appUrl}/pricing`,
      }),
    failureMessage,
  );
}
