import { describe, expect, it } from 'vitest';
import type { Deadline, Edition } from '../model/venue.ts';
import type { NextDeadline } from './find-next-deadline.ts';
import { findNotification } from './find-notification.ts';

function edition(year: number, deadlines: [Deadline['kind'], string][]): Edition {
  return {
    year,
    source: 'hf-ai-deadlines',
    deadlines: deadlines.map(([kind, at]) => ({ kind, at, timezone: 'AoE', source: 'hf-ai-deadlines' })),
  };
}

const known = (at: string, editionYear: number, kind: Deadline['kind'] = 'paper'): NextDeadline => ({
  at,
  kind,
  timezone: 'AoE',
  estimated: false,
  editionYear,
});

const estimated = (at: string, basisYear: number): NextDeadline => ({
  at,
  kind: 'paper',
  timezone: 'AoE',
  estimated: true,
  rule: 'annual',
  basisYear,
  editionYear: basisYear + 1,
});

const iclr2026 = edition(2026, [
  ['abstract', '2025-09-20T11:59:59.000Z'],
  ['paper', '2025-09-25T11:59:59.000Z'],
  ['notification', '2026-01-26T11:59:59.000Z'],
]);

describe('findNotification', () => {
  it.each([
    [
      'takes the published notification of the next deadline’s edition',
      [iclr2026],
      known('2025-09-25T11:59:59.000Z', 2026),
      { at: '2026-01-26T11:59:59.000Z', timezone: 'AoE', estimated: false, weeksAfterDeadline: 18 },
    ],
    [
      'pairs each round with the first notification after it',
      [
        edition(2026, [
          ['paper', '2025-04-01T11:59:59.000Z'],
          ['notification', '2025-06-01T11:59:59.000Z'],
          ['paper', '2025-08-01T11:59:59.000Z'],
          ['notification', '2025-10-10T11:59:59.000Z'],
        ]),
      ],
      known('2025-08-01T11:59:59.000Z', 2026),
      { at: '2025-10-10T11:59:59.000Z', estimated: false, weeksAfterDeadline: 10 },
    ],
    [
      'estimates from the latest edition with both when the next edition publishes none',
      [edition(2027, [['paper', '2026-09-24T11:59:59.000Z']]), iclr2026],
      known('2026-09-24T11:59:59.000Z', 2027),
      { at: '2027-01-25T11:59:59.000Z', estimated: true, weeksAfterDeadline: 18, basisYear: 2026 },
    ],
    [
      'estimates for an estimated deadline, even when its basis edition published a notification',
      [iclr2026],
      estimated('2026-09-25T11:59:59.000Z', 2026),
      { at: '2027-01-26T11:59:59.000Z', estimated: true, weeksAfterDeadline: 18, basisYear: 2026 },
    ],
    [
      'measures the gap from a deadline of the next deadline’s kind',
      [iclr2026],
      known('2026-09-20T11:59:59.000Z', 2027, 'abstract'),
      { at: '2027-01-26T11:59:59.000Z', estimated: true, weeksAfterDeadline: 18, basisYear: 2026 },
    ],
    [
      'skips newer editions without a notification when looking for a gap',
      [
        edition(2025, [
          ['paper', '2024-10-01T11:59:59.000Z'],
          ['notification', '2024-12-10T11:59:59.000Z'],
        ]),
        edition(2026, [['paper', '2025-10-01T11:59:59.000Z']]),
      ],
      estimated('2026-10-01T11:59:59.000Z', 2026),
      { estimated: true, weeksAfterDeadline: 10, basisYear: 2025 },
    ],
  ])('%s', (_name, editions, nextDeadline, expected) => {
    expect(findNotification({ editions }, nextDeadline)).toMatchObject(expected);
  });

  it.each([
    ['there is no next deadline', [iclr2026], null],
    [
      'no edition has a notification',
      [edition(2026, [['paper', '2025-09-25T11:59:59.000Z']])],
      known('2025-09-25T11:59:59.000Z', 2026),
    ],
    [
      'the only notification comes before the deadline',
      [
        edition(2026, [
          ['notification', '2025-01-01T00:00:00.000Z'],
          ['paper', '2025-09-25T11:59:59.000Z'],
        ]),
      ],
      known('2025-09-25T11:59:59.000Z', 2026),
    ],
    [
      'the only notification is more than a year after the deadline (a slip in the data)',
      [
        edition(2026, [
          ['paper', '2025-09-25T11:59:59.000Z'],
          ['notification', '2027-01-01T00:00:00.000Z'],
        ]),
      ],
      known('2025-09-25T11:59:59.000Z', 2026),
    ],
  ])('returns null when %s', (_name, editions, nextDeadline) => {
    expect(findNotification({ editions }, nextDeadline)).toBeNull();
  });
});
