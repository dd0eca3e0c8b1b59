import { BillingProviderSchema, type Me } from '@venuescout/contracts';
import type { MeView } from './get-me.ts';

/** Shapes the account view as the `MeSchema` contract. */
export function presentMe(view: MeView): Me {
  const { subscription } = view;
  return {
    user: { id: view.user.id, email: view.user.email, createdAt: view.user.createdAt.toISOString() },
    plan: view.plan,
    limits: view.limits,
    subscription: subscription
      ? {
          provider: BillingProviderSchema.parse(subscription.provider),
          status: subscription.status,
          currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
          hasPortal: view.hasPortal,
        }
      : null,
    cancelAt: subscription?.cancelAt?.toISOString() ?? null,
    calendarFeedUrl: view.calendarFeedUrl,
    settings: view.settings,
  };
}
