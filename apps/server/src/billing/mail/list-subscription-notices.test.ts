import { describe, expect, it } from 'vitest';
import { listSubscriptionNotices, type StoredSubscriptionState } from './list-subscription-notices.ts';

const now = new Date('2026-11-26T10:00:00Z');
const end = new Date('2026-12-26T10:00:00Z');
const nextEnd = new Date('2027-01-26T10:00:00Z');
const state = (overrides: Partial<StoredSubscriptionState> = {}): StoredSubscriptionState => ({
  status: 'active',
  currentPeriodEnd: end,
  cancelAt: null,
  ...overrides,
});

describe('listSubscriptionNotices', () => {
  it.each([
    ['a first payment', undefined, state(), [{ kind: 'receipt', periodStart: now, periodEnd: end }]],
    [
      'a trial turning into a payment',
      state({ status: 'trialing' }),
      state(),
      [{ kind: 'receipt', periodStart: now, periodEnd: end }],
    ],
    [
      'a renewal',
      state(),
      state({ currentPeriodEnd: nextEnd }),
      [{ kind: 'receipt', periodStart: end, periodEnd: nextEnd }],
    ],
    ['the same state again', state(), state(), []],
    ['a trial starting', undefined, state({ status: 'trialing' }), []],
    ['a cancellation', state(), state({ cancelAt: end }), [{ kind: 'cancelled', endsAt: end }]],
    ['a cancellation seen again', state({ cancelAt: end }), state({ cancelAt: end }), []],
    ['a resumption', state({ cancelAt: end }), state(), [{ kind: 'resumed', renewsAt: end }]],
    ['the end of a cancelled subscription', state({ cancelAt: end }), state({ status: 'canceled' }), []],
    ['a failed payment', state(), state({ status: 'past_due' }), []],
  ])('for %s', (_label, before, after, expected) => {
    expect(listSubscriptionNotices(before, after, now)).toEqual(expected);
  });
});
