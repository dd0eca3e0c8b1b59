import type { Me } from '@venuescout/contracts';

/** A signed-in free user as `GET /api/me` answers, with any field overridden. */
export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    user: { id: 'u1', email: 'ada@example.org', createdAt: '2026-01-02T03:04:05.000Z' },
    plan: 'free',
    limits: { currentSubmissions: 0, maxSubmissions: 2, currentFavorites: 0, maxFavorites: 2 },
    subscription: null,
    cancelAt: null,
    calendarFeedUrl: 'http://localhost:3000/api/calendar/abcdefghijklmnopqrstuvwx.ics',
    settings: { remindersEnabled: true, changeAlertsEnabled: true, analysisChangeAlerts: false },
    ...overrides,
  };
}
