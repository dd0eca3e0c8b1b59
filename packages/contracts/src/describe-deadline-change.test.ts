import { describe, expect, it } from 'vitest';
import { describeDeadlineChange } from './describe-deadline-change.ts';
import type { DeadlineChange } from './venues.ts';

const at = (date: string) => ({ date, time: '23:59', zone: 'AoE' });
const found = '2027-01-03T08:15:00.000Z';

describe('describeDeadlineChange', () => {
  it.each<[string, DeadlineChange, string]>([
    [
      'an extension',
      {
        change: 'extended',
        detectedAt: found,
        previous: at('2027-01-15'),
        isPreviousEstimated: false,
        days: 7,
      },
      'extended by 7 days on 3 Jan',
    ],
    [
      'an extension by one day',
      {
        change: 'extended',
        detectedAt: found,
        previous: at('2027-01-15'),
        isPreviousEstimated: false,
        days: 1,
      },
      'extended by 1 day on 3 Jan',
    ],
    [
      'an extension by a few hours',
      {
        change: 'extended',
        detectedAt: found,
        previous: at('2027-01-15'),
        isPreviousEstimated: false,
        days: 0,
      },
      'extended on 3 Jan',
    ],
    [
      'a move',
      {
        change: 'moved',
        detectedAt: found,
        previous: at('2027-01-22'),
        isPreviousEstimated: false,
        days: -5,
      },
      'moved from 22 Jan on 3 Jan',
    ],
    [
      'a published estimate',
      {
        change: 'published',
        detectedAt: found,
        previous: at('2027-01-10'),
        isPreviousEstimated: true,
        days: null,
      },
      'published 3 Jan, was estimated 10 Jan',
    ],
    [
      'a deadline published where none was known',
      { change: 'published', detectedAt: found, previous: null, isPreviousEstimated: false, days: null },
      'published 3 Jan',
    ],
    [
      'a move across the new year',
      { change: 'moved', detectedAt: found, previous: at('2026-12-28'), isPreviousEstimated: false, days: 6 },
      'moved from 28 Dec 2026 on 3 Jan 2027',
    ],
    [
      'an estimate of the year before',
      {
        change: 'published',
        detectedAt: found,
        previous: at('2026-12-30'),
        isPreviousEstimated: true,
        days: null,
      },
      'published 3 Jan 2027, was estimated 30 Dec 2026',
    ],
    [
      'an extension found in another year than the old deadline',
      {
        change: 'extended',
        detectedAt: found,
        previous: at('2026-12-31'),
        isPreviousEstimated: false,
        days: 7,
      },
      'extended by 7 days on 3 Jan 2027',
    ],
  ])('words %s', (_case, change, expected) => {
    expect(describeDeadlineChange(change)).toBe(expected);
  });

  it.each([
    ['late on the 2nd in New York, the 3rd in UTC', '2027-01-02T22:30:00-05:00', 'published 3 Jan'],
    ['just before midnight UTC', '2027-01-02T23:59:59.000Z', 'published 2 Jan'],
  ])('dates the change by its UTC day: %s', (_case, detectedAt, expected) => {
    expect(
      describeDeadlineChange({
        change: 'published',
        detectedAt,
        previous: null,
        isPreviousEstimated: false,
        days: null,
      }),
    ).toBe(expected);
  });
});
