import { describe, expect, it } from 'vitest';
import type { Edition, VenueType } from '../model/venue.ts';
import { getDeadlineStatus, isRollingSubmission } from './get-deadline-status.ts';

const NOW = new Date('2026-11-22T00:00:00Z');
const withDeadline = (at: string): Edition[] => [
  {
    year: 2027,
    source: 'hf-ai-deadlines',
    deadlines: [{ kind: 'paper', at, timezone: 'AoE', source: 'hf-ai-deadlines' }],
  },
];

describe('getDeadlineStatus', () => {
  it.each<[string, VenueType, Edition[], string]>([
    ['a journal without deadlines has rolling submission', 'journal', [], 'rolling'],
    ['a conference without deadlines is TBA', 'conference', [], 'tba'],
    ['a published future deadline is known', 'conference', withDeadline('2027-01-10T11:59:59.000Z'), 'known'],
    [
      'a past deadline gives an estimate',
      'conference',
      withDeadline('2026-01-10T11:59:59.000Z'),
      'estimated',
    ],
    [
      'a journal with a special-issue deadline is not rolling',
      'journal',
      withDeadline('2027-01-10T11:59:59.000Z'),
      'known',
    ],
  ])('%s', (_case, type, editions, status) => {
    expect(getDeadlineStatus({ type, editions }, NOW).status).toBe(status);
  });

  it.each<[VenueType, Edition[], boolean]>([
    ['journal', [], true],
    ['journal', [{ year: 2026, source: 'curated', deadlines: [] }], true],
    ['journal', withDeadline('2027-01-10T11:59:59.000Z'), false],
    ['conference', [], false],
  ])('isRollingSubmission(%s with %j) is %s', (type, editions, expected) => {
    expect(isRollingSubmission({ type, editions })).toBe(expected);
  });
});
