import { describe, expect, it } from 'vitest';
import { parseDeadlineInstant } from './parse-deadline-instant.ts';

describe('parseDeadlineInstant', () => {
  it.each([
    ['AoE is UTC-12', '2026-05-15 23:59:59', 'AoE', '2026-05-16T11:59:59.000Z'],
    ['AoE with its explanation', '2026-05-15 23:59:59', 'AoE (UTC-12h)', '2026-05-16T11:59:59.000Z'],
    ['UTC-12 equals AoE', '2026-05-15 23:59:59', 'UTC-12', '2026-05-16T11:59:59.000Z'],
    ['UTC-N', '2025-11-13 23:59:00', 'UTC-8', '2025-11-14T07:59:00.000Z'],
    ['UTC-0N with a leading zero', '2025-11-13 23:59:00', 'UTC-08', '2025-11-14T07:59:00.000Z'],
    ['UTC+N', '2026-03-01 23:59:59', 'UTC+8', '2026-03-01T15:59:59.000Z'],
    ['UTC+HH:MM', '2026-01-10 12:00:00', 'UTC+05:30', '2026-01-10T06:30:00.000Z'],
    [
      'GMT+N means UTC+N, not the inverted Etc/GMT sign',
      '2025-09-18 08:59:59',
      'GMT+02',
      '2025-09-18T06:59:59.000Z',
    ],
    ['plain UTC', '2026-02-01 12:00:00', 'UTC', '2026-02-01T12:00:00.000Z'],
    ['UTC+0', '2026-02-01 12:00:00', 'UTC+0', '2026-02-01T12:00:00.000Z'],
    ['GMT', '2026-02-01 12:00:00', 'GMT', '2026-02-01T12:00:00.000Z'],
    ['Z', '2026-02-01 12:00:00', 'Z', '2026-02-01T12:00:00.000Z'],
    ['IANA zone in winter (PST)', '2026-01-15 23:59:59', 'America/Los_Angeles', '2026-01-16T07:59:59.000Z'],
    ['IANA zone in summer (PDT)', '2026-07-15 23:59:59', 'America/Los_Angeles', '2026-07-16T06:59:59.000Z'],
    ['IANA zone without DST', '2026-06-15 23:59:59', 'Pacific/Honolulu', '2026-06-16T09:59:59.000Z'],
    ['IANA Europe/London in summer', '2026-06-15 23:59:59', 'Europe/London', '2026-06-15T22:59:59.000Z'],
    ['IANA Etc/GMT-2 is UTC+2', '2026-06-15 23:59:59', 'Etc/GMT-2', '2026-06-15T21:59:59.000Z'],
    ['PT in summer follows daylight saving', '2026-07-01 23:59:59', 'PT', '2026-07-02T06:59:59.000Z'],
    ['PT in winter', '2026-12-01 23:59:59', 'PT', '2026-12-02T07:59:59.000Z'],
    // US clocks go forward at 02:00 on 8 March 2026; EU clocks go back at 03:00 on 25 October 2026.
    ['PT the day before clocks go forward', '2026-03-07 23:59:59', 'PT', '2026-03-08T07:59:59.000Z'],
    ['PT the day clocks go forward', '2026-03-08 23:59:59', 'PT', '2026-03-09T06:59:59.000Z'],
    ['CET the day before clocks go back', '2026-10-24 23:59:59', 'CET', '2026-10-24T21:59:59.000Z'],
    ['CET the day clocks go back', '2026-10-25 23:59:59', 'CET', '2026-10-25T22:59:59.000Z'],
    [
      'PST written in July still means Pacific time',
      '2026-07-01 23:59:59',
      'PST',
      '2026-07-02T06:59:59.000Z',
    ],
    [
      'PDT written in January still means Pacific time',
      '2026-01-10 17:00:00',
      'PDT',
      '2026-01-11T01:00:00.000Z',
    ],
    ['ET in summer', '2026-06-01 23:59:59', 'ET', '2026-06-02T03:59:59.000Z'],
    ['EST in winter', '2026-01-05 17:00:00', 'EST', '2026-01-05T22:00:00.000Z'],
    ['CET in winter', '2026-01-20 23:59:59', 'CET', '2026-01-20T22:59:59.000Z'],
    ['CET in summer follows CEST', '2026-07-20 23:59:59', 'CET', '2026-07-20T21:59:59.000Z'],
    ['an instant with Z ignores the label', '2025-10-25T11:59:59Z', 'AoE', '2025-10-25T11:59:59.000Z'],
    ['an instant with an offset', '2025-10-25T23:59:59-12:00', undefined, '2025-10-26T11:59:59.000Z'],
    ['a date without a time is the end of that day', '2026-06-01', 'AoE', '2026-06-02T11:59:59.000Z'],
    ['a time without seconds', '2024-06-15 23:59', 'UTC-12', '2024-06-16T11:59:00.000Z'],
    ['a single-digit month', '2024-9-05 23:59:59', 'UTC', '2024-09-05T23:59:59.000Z'],
    ['Feb 29 in a leap year', '2028-02-29 23:59:59', 'AoE', '2028-03-01T11:59:59.000Z'],
  ])('reads %s', (_case, raw, zone, expected) => {
    expect(parseDeadlineInstant(raw, zone)).toEqual({ ok: true, at: expected, timezone: zone ?? 'UTC' });
  });

  it.each([
    ['TBD', 'AoE', 'not announced (TBD)'],
    ['TBA', 'AoE', 'not announced (TBD)'],
    ['', 'AoE', 'not announced (TBD)'],
    [undefined, 'AoE', 'no date'],
    ['2026-02-30 10:00:00', 'AoE', 'day out of range in "2026-02-30 10:00:00"'],
    ['2026-13-01 10:00:00', 'AoE', 'month out of range in "2026-13-01 10:00:00"'],
    ['2026-01-01 25:00:00', 'AoE', 'time out of range in "2026-01-01 25:00:00"'],
    ['mid-May', 'AoE', 'unreadable date "mid-May"'],
    ['2026-01-01 10:00:00', 'Mars/Olympus_Mons', 'unknown time zone "Mars/Olympus_Mons"'],
    ['2026-01-01 10:00:00', undefined, 'no time zone'],
  ])('rejects %j in %s', (raw, zone, reason) => {
    expect(parseDeadlineInstant(raw, zone)).toEqual({ ok: false, reason });
  });
});
