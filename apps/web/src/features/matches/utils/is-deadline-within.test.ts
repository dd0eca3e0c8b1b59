import type { MatchedVenue, NextDeadline } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { isDeadlineWithin, type DeadlineWindow } from './is-deadline-within';

const now = new Date('2027-01-31T12:00:00Z');
const venue = (nextDeadline: Partial<NextDeadline> | null, isRolling = false) =>
  ({
    isRolling,
    nextDeadline: nextDeadline && {
      at: '2027-02-15T11:59:00Z',
      kind: 'paper',
      timezone: 'AoE',
      estimated: false,
      published: { date: '2027-02-14', time: '23:59', zone: 'AoE' },
      ...nextDeadline,
    },
  }) as MatchedVenue;

describe('isDeadlineWithin', () => {
  it.each<[string, MatchedVenue, DeadlineWindow, boolean]>([
    ['a published deadline in two weeks, within 1 month', venue({}), 1, true],
    ['a deadline at exactly one calendar month', venue({ at: '2027-03-03T12:00:00Z' }), 1, true],
    ['a deadline a minute after one calendar month', venue({ at: '2027-03-03T12:01:00Z' }), 1, false],
    ['a deadline in five months, within 3', venue({ at: '2027-06-30T11:59:00Z' }), 3, false],
    ['a deadline in five months, within 6', venue({ at: '2027-06-30T11:59:00Z' }), 6, true],
    ['a deadline in eleven months, within 12', venue({ at: '2027-12-31T11:59:00Z' }), 12, true],
    ['a deadline just passed', venue({ at: '2027-01-31T11:59:00Z' }), 12, false],
    ['an estimated deadline next week', venue({ estimated: true, basisYear: 2026 }), 12, false],
    ['no known deadline', venue(null), 12, false],
    ['a journal with rolling submissions', venue(null, true), 1, true],
  ])('%s: %s', (_label, given, months, expected) => {
    expect(isDeadlineWithin(given, months, now)).toBe(expected);
  });
});
