import type { Me } from '@venuescout/contracts';
import type { MeView } from './get-me.ts';

/** Shapes the account view as the `MeSchema` contract. */
export function presentMe(view: MeView): Me {
  return {
    user: { id: view.user.id, email: view.user.email, createdAt: view.user.createdAt.toISOString() },
    plan: view.plan,
    limits: view.limits,
    calendarFeedUrl: view.calendarFeedUrl,
    settings: view.settings,
  };
}
