import { MeSchema } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { parseMe } from './parse-me';

const freeUser = {
  user: { id: 'u1', email: 'ada@example.org', createdAt: '2025-01-02T03:04:05.000Z' },
  plan: 'free',
  limits: { currentSubmissions: 1, maxSubmissions: 3, currentFavorites: 0, maxFavorites: 10 },
  subscription: null,
  cancelAt: null,
  calendarFeedUrl: 'http://localhost/api/calendar/abc.ics',
  settings: { remindersEnabled: true, changeAlertsEnabled: true, analysisChangeAlerts: false },
};
const proUser = {
  ...freeUser,
  plan: 'pro',
  limits: { currentSubmissions: 12, maxSubmissions: null, currentFavorites: 4, maxFavorites: null },
  subscription: {
    provider: 'stripe',
    status: 'active',
    currentPeriodEnd: '2026-01-01T00:00:00.000Z',
    hasPortal: true,
  },
  cancelAt: '2026-01-01T00:00:00.000Z',
};

describe('parseMe', () => {
  it.each([
    ['a free account', freeUser],
    ['a Pro account with a subscription', proUser],
    [
      'an answer with fields the app does not know',
      { ...freeUser, extra: 1, user: { ...freeUser.user, name: 'x' } },
    ],
  ])('returns what MeSchema returns for %s', (_, payload) => {
    expect(parseMe(payload)).toEqual(MeSchema.parse(payload));
  });

  it.each([
    ['no body', null],
    ['an array', [freeUser]],
    ['an unknown plan', { ...freeUser, plan: 'gold' }],
    ['a missing e-mail', { ...freeUser, user: { id: 'u1', createdAt: freeUser.user.createdAt } }],
    ['a negative count', { ...freeUser, limits: { ...freeUser.limits, currentFavorites: -1 } }],
    ['a fractional limit', { ...freeUser, limits: { ...freeUser.limits, maxSubmissions: 2.5 } }],
    [
      'an unknown billing provider',
      { ...proUser, subscription: { ...proUser.subscription, provider: 'paypal' } },
    ],
    ['settings as a string', { ...freeUser, settings: 'on' }],
  ])('rejects %s, as MeSchema does', (_, payload) => {
    expect(MeSchema.safeParse(payload).success).toBe(false);
    expect(() => parseMe(payload)).toThrow(TypeError);
  });
});
