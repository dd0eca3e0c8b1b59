import { describe, expect, it } from 'vitest';
import type { Deadline, Edition, Venue } from '../model/venue.ts';
import { backtestEstimator } from './backtest-estimator.ts';

function edition(year: number, deadlines: [Deadline['kind'], string][]): Edition {
  return {
    year,
    source: 'ccf-deadlines',
    deadlines: deadlines.map(([kind, at]) => ({ kind, at, timezone: 'UTC', source: 'ccf-deadlines' })),
  };
}

function venue(id: string, editions: Edition[]): Venue {
  return {
    id,
    acronym: id.slice(5).toUpperCase(),
    name: `Conference ${id}`,
    type: 'conference',
    aliases: [],
    areas: [],
    ranks: {},
    region: null,
    editions,
    sources: ['ccf-deadlines'],
    provenance: {},
  };
}

const catalog = [
  // Yearly; the hidden 2026 deadline came 5 days later than 2025's.
  venue('conf/yearly', [
    edition(2025, [['paper', '2024-11-15T23:59:59.000Z']]),
    edition(2026, [['paper', '2025-11-20T23:59:59.000Z']]),
    edition(2027, []),
  ]),
  // Every other year; the hidden 2026 deadline came 2 days earlier than 2024's.
  venue('conf/biennial', [
    edition(2020, [['paper', '2020-03-07T23:59:59.000Z']]),
    edition(2022, [['paper', '2022-03-07T23:59:59.000Z']]),
    edition(2024, [['paper', '2024-03-07T23:59:59.000Z']]),
    edition(2026, [['paper', '2026-03-05T23:59:59.000Z']]),
  ]),
  // Two cycles; the hidden edition's first cycle (an abstract) came 3 days later.
  venue('conf/two-cycle', [
    edition(2026, [
      ['abstract', '2025-07-25T12:00:00.000Z'],
      ['paper', '2025-08-01T12:00:00.000Z'],
      ['abstract', '2026-04-13T12:00:00.000Z'],
      ['paper', '2026-04-20T12:00:00.000Z'],
    ]),
    edition(2027, [
      ['abstract', '2026-07-28T12:00:00.000Z'],
      ['paper', '2026-08-04T12:00:00.000Z'],
    ]),
  ]),
  venue('conf/once', [edition(2026, [['paper', '2025-10-01T00:00:00.000Z']])]),
  // The estimate is of an abstract; the hidden edition lists only a paper deadline.
  venue('conf/no-abstract', [
    edition(2025, [
      ['abstract', '2024-11-20T08:00:00.000Z'],
      ['paper', '2024-11-20T08:00:00.000Z'],
    ]),
    edition(2026, [['paper', '2025-11-20T08:00:00.000Z']]),
  ]),
];

describe('backtestEstimator', () => {
  const { cases, skipped } = backtestEstimator(catalog);

  it.each([
    ['conf/biennial', 'biennial', 'paper', 2026, '2026-03-07T23:59:59.000Z', 2],
    ['conf/two-cycle', 'two-cycle', 'abstract', 2027, '2026-07-25T12:00:00.000Z', -3],
    ['conf/yearly', 'annual', 'paper', 2026, '2025-11-15T23:59:59.000Z', -5],
  ])(
    'estimates %s by the %s rule with a known error',
    (venueId, rule, kind, hiddenYear, predicted, error) => {
      expect(cases.find((item) => item.venueId === venueId)).toMatchObject({
        rule,
        kind,
        hiddenYear,
        predicted,
        errorDays: error,
      });
    },
  );

  it('lists cases and skips in venue-id order, each venue once', () => {
    expect(cases.map((item) => item.venueId)).toEqual(['conf/biennial', 'conf/two-cycle', 'conf/yearly']);
    expect(skipped).toEqual([
      { venueId: 'conf/no-abstract', reason: 'the hidden edition has no deadline of the estimated kind' },
      { venueId: 'conf/once', reason: 'no earlier edition with a paper or abstract deadline' },
    ]);
  });

  it('estimates 120 days before the hidden deadline, or just after the last one kept when that is later', () => {
    expect(cases.find((item) => item.venueId === 'conf/yearly')?.now).toBe('2025-07-23T23:59:59.000Z');
    // The kept edition's April cycle ends less than 120 days before the hidden July one.
    expect(cases.find((item) => item.venueId === 'conf/two-cycle')?.now).toBe('2026-04-20T12:00:00.001Z');
  });
});
