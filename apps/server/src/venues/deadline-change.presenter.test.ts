import { describe, expect, it } from 'vitest';
import { presentDeadlineChange } from './deadline-change.presenter.ts';
import type { DeadlineChangeRecord } from './load-deadline-changes.ts';

const record = (overrides: Partial<DeadlineChangeRecord>): DeadlineChangeRecord => ({
  venueId: 'conf/vldb',
  editionYear: 2028,
  kind: 'paper',
  change: 'extended',
  previousAt: '2027-11-19T01:00:00.000Z',
  isPreviousEstimated: false,
  // 17:00 Pacific on 25 November.
  newAt: '2027-11-26T01:00:00.000Z',
  timezone: 'America/Los_Angeles',
  detectedAt: '2027-11-10T06:00:00.000Z',
  ...overrides,
});

describe('presentDeadlineChange', () => {
  it.each<[string, Partial<DeadlineChangeRecord>, object]>([
    [
      'an extension, with the old deadline on its Pacific day',
      {},
      { change: 'extended', days: 7, previous: { date: '2027-11-18', time: '17:00', zone: 'PT' } },
    ],
    [
      'a move across the end of daylight saving time in whole days',
      { change: 'moved', previousAt: '2027-10-29T00:00:00.000Z', newAt: '2027-11-12T01:00:00.000Z' },
      { change: 'moved', days: 14, previous: { date: '2027-10-28', time: '17:00', zone: 'PT' } },
    ],
    [
      'a move earlier as negative days',
      { change: 'moved', newAt: '2027-11-16T01:00:00.000Z', previousAt: '2027-11-19T01:00:00.000Z' },
      { change: 'moved', days: -3 },
    ],
    [
      'a published estimate, with no days',
      { change: 'published', isPreviousEstimated: true },
      { change: 'published', days: null, isPreviousEstimated: true, previous: { date: '2027-11-18' } },
    ],
    [
      'a deadline published where none was known',
      { change: 'published', previousAt: null },
      { change: 'published', days: null, previous: null },
    ],
  ])('shapes %s', (_case, overrides, expected) => {
    const presented = presentDeadlineChange(record(overrides));
    expect(presented).toMatchObject({ detectedAt: '2027-11-10T06:00:00.000Z', ...expected });
  });
});
