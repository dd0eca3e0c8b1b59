import type { Me } from '@venuescout/contracts';
import { readJsonObject } from '../../../lib/read-json-object';

/** `GET /api/me` checked like `MeSchema`, without zod: the session is read on every first load. */
export function parseMe(payload: unknown): Me {
  const me = readJsonObject(payload, 'me');
  const user = me.object('user');
  const limits = me.object('limits');
  const subscription = me.nullableObject('subscription');
  const settings = me.object('settings');
  return {
    user: { id: user.string('id'), email: user.string('email'), createdAt: user.string('createdAt') },
    plan: me.oneOf('plan', ['free', 'pro']),
    limits: {
      currentSubmissions: nonnegative(limits.integer('currentSubmissions')),
      maxSubmissions: nonnegative(limits.nullableInteger('maxSubmissions')),
      currentFavorites: nonnegative(limits.integer('currentFavorites')),
      maxFavorites: nonnegative(limits.nullableInteger('maxFavorites')),
    },
    subscription: subscription && {
      provider: subscription.oneOf('provider', ['stripe', 'test']),
      status: subscription.string('status'),
      currentPeriodEnd: subscription.nullableString('currentPeriodEnd'),
      hasPortal: subscription.boolean('hasPortal'),
    },
    cancelAt: me.nullableString('cancelAt'),
    calendarFeedUrl: me.string('calendarFeedUrl'),
    settings: {
      remindersEnabled: settings.boolean('remindersEnabled'),
      changeAlertsEnabled: settings.boolean('changeAlertsEnabled'),
      analysisChangeAlerts: settings.boolean('analysisChangeAlerts'),
    },
  };
}

function nonnegative<T extends number | null>(count: T): T {
  if (count !== null && count < 0) throw new TypeError('Unexpected answer from the API: negative count');
  return count;
}
