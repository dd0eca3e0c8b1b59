import { proStatuses } from '@venuescout/contracts';
import type { BillingProvider, ProviderSubscription } from './billing-provider.ts';
import { callProvider } from './call-provider.ts';

/** Every subscription of the customer that makes them Pro now, as the provider reports it. */
export async function listLiveSubscriptions(
  provider: BillingProvider,
  customerId: string,
  /** What the caller sees when the provider fails; callProvider's default otherwise. */
  failureMessage?: string,
): Promise<ProviderSubscription[]> {
  const all = await callProvider(() => provider.listSubscriptions(customerId), failureMessage);
  return all.filter(
    (subscription) => subscription.customerId === customerId && proStatuses.includes(subscription.status),
  );
}
