import { describe, expect, it } from 'vitest';
import { describePublishedTime } from './describe-published-time.ts';

// US clocks go forward on 8 March 2026 and back on 1 November 2026; Berlin's on 29 March and 25 October.
describe('describePublishedTime', () => {
  it.each([
    ['23:59 AoE is 11:59 UTC the next day', '2026-12-03T11:59:00.000Z', 'AoE', '2026-12-02', '23:59', 'AoE'],
    ['AoE with its explanation', '2026-12-03T11:59:59.000Z', 'AoE (UTC-12h)', '2026-12-02', '23:59', 'AoE'],
    ['UTC-12 is shown as AoE', '2026-12-03T11:59:00.000Z', 'UTC-12', '2026-12-02', '23:59', 'AoE'],
    ['UTC', '2026-05-01T10:00:00.000Z', 'UTC', '2026-05-01', '10:00', 'UTC'],
    ['GMT', '2026-05-01T10:00:00.000Z', 'GMT', '2026-05-01', '10:00', 'UTC'],
    ['UTC+N a day after the UTC day', '2026-03-01T18:30:00.000Z', 'UTC+8', '2026-03-02', '02:30', 'UTC+8'],
    ['UTC−N a day before the UTC day', '2026-09-16T06:59:00.000Z', 'UTC-7', '2026-09-15', '23:59', 'UTC−7'],
    ['UTC+HH:MM', '2026-01-10T20:00:00.000Z', 'UTC+05:30', '2026-01-11', '01:30', 'UTC+5:30'],
    ['PT a day before the UTC day', '2026-11-26T01:00:00.000Z', 'PT', '2026-11-25', '17:00', 'PT'],
    ['PT before clocks go forward', '2026-03-08T07:59:00.000Z', 'PT', '2026-03-07', '23:59', 'PT'],
    ['PT after clocks go forward', '2026-03-09T06:59:00.000Z', 'PT', '2026-03-08', '23:59', 'PT'],
    ['PT before clocks go back', '2026-10-31T06:59:00.000Z', 'PT', '2026-10-30', '23:59', 'PT'],
    ['PT after clocks go back', '2026-11-03T07:59:00.000Z', 'PT', '2026-11-02', '23:59', 'PT'],
    ['PST in July keeps its published name', '2026-07-02T06:59:00.000Z', 'pst', '2026-07-01', '23:59', 'PST'],
    [
      'New York before clocks go forward',
      '2026-03-08T04:59:00.000Z',
      'America/New_York',
      '2026-03-07',
      '23:59',
      'ET',
    ],
    [
      'New York after clocks go forward',
      '2026-03-09T03:59:00.000Z',
      'America/New_York',
      '2026-03-08',
      '23:59',
      'ET',
    ],
    [
      'New York before clocks go back',
      '2026-10-31T03:59:00.000Z',
      'America/New_York',
      '2026-10-30',
      '23:59',
      'ET',
    ],
    [
      'New York after clocks go back',
      '2026-11-02T04:59:00.000Z',
      'America/New_York',
      '2026-11-01',
      '23:59',
      'ET',
    ],
    [
      'Berlin before clocks go forward',
      '2026-03-28T22:59:00.000Z',
      'Europe/Berlin',
      '2026-03-28',
      '23:59',
      'Berlin time',
    ],
    [
      'Berlin after clocks go forward',
      '2026-03-29T21:59:00.000Z',
      'Europe/Berlin',
      '2026-03-29',
      '23:59',
      'Berlin time',
    ],
    [
      'Berlin before clocks go back',
      '2026-10-24T21:59:00.000Z',
      'Europe/Berlin',
      '2026-10-24',
      '23:59',
      'Berlin time',
    ],
    [
      'Berlin after clocks go back',
      '2026-10-25T22:59:00.000Z',
      'Europe/Berlin',
      '2026-10-25',
      '23:59',
      'Berlin time',
    ],
    ['CET keeps its published name', '2026-10-25T22:59:00.000Z', 'CET', '2026-10-25', '23:59', 'CET'],
    [
      'Etc/GMT-2 is named by its offset',
      '2026-06-15T21:59:00.000Z',
      'Etc/GMT-2',
      '2026-06-15',
      '23:59',
      'UTC+2',
    ],
    [
      'an unknown label falls back to UTC',
      '2026-05-01T23:30:00.000Z',
      'Moon time',
      '2026-05-01',
      '23:30',
      'UTC',
    ],
  ])('%s', (_case, at, timezone, date, time, zone) => {
    expect(describePublishedTime(at, timezone)).toEqual({ date, time, zone });
  });

  it('rejects text that is not an instant', () => {
    expect(() => describePublishedTime('soon', 'AoE')).toThrow(RangeError);
  });
});
