import type Stripe from 'stripe';
import type { ProviderSubscription } from '../../billing-provider.ts';
import { idOf } from './id-of.ts';

const toDate = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** Reads the fields the sync keeps; since the 2025 API versions the period lives on the items. */
export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const items = subscription.items?.data ?? [];
  const periodEnds = items.map((item) => item.current_period_end).filter((end) => typeof end === 'number');
  const currentPeriodEnd = toDate(periodEnds.length > 0 ? Math.min(...periodEnds) : null);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    priceId: items[0]?.price?.id ?? null,
    currentPeriodEnd,
    cancelAt: toDate(subscription.cancel_at) ?? (subscription.cancel_at_period_end ? currentPeriodEnd : null),
  };
}
