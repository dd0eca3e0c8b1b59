import { describe, expect, it } from 'vitest';
import { nextPeriodEnd } from './next-period-end.ts';

const at = (iso: string) => new Date(iso);

describe('nextPeriodEnd', () => {
  it.each([
    ['renews once, a month on', '2026-10-05T09:00:00Z', '2026-10-20T00:00:00Z', '2026-11-05T09:00:00Z'],
    ['skips the months already over', '2026-01-05T09:00:00Z', '2026-04-10T00:00:00Z', '2026-05-05T09:00:00Z'],
    [
      'keeps the 31st where the month has one',
      '2026-01-31T12:00:00Z',
      '2026-04-01T00:00:00Z',
      '2026-04-30T12:00:00Z',
    ],
    [
      'uses the last day of a short month',
      '2026-01-31T12:00:00Z',
      '2026-02-01T00:00:00Z',
      '2026-02-28T12:00:00Z',
    ],
    ['crosses a year', '2026-12-15T00:00:00Z', '2026-12-15T00:00:00Z', '2027-01-15T00:00:00Z'],
  ])('%s', (_, end, now, expected) => {
    expect(nextPeriodEnd(at(end), at(now)).toISOString()).toBe(at(expected).toISOString());
  });
});
