import { describePublishedTime } from '@venuescout/catalog';
import type { NextDeadline } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { formatDeadline } from './format-deadline.ts';

const deadline = (at: string, timezone: string, extra: Partial<NextDeadline> = {}): NextDeadline => ({
  at,
  kind: 'paper',
  timezone,
  estimated: false,
  published: describePublishedTime(at, timezone),
  ...extra,
});

describe('formatDeadline', () => {
  it.each([
    [deadline('2027-03-16T11:59:00.000Z', 'AoE'), '15 Mar 2027, 23:59 AoE, paper'],
    // Was "March 16, 2027 at 07:59 UTC": the UTC day, not the day the venue published.
    [
      deadline('2027-03-16T07:59:00.000Z', 'UTC-8', { kind: 'abstract' }),
      '15 Mar 2027, 23:59 UTC−8, abstract',
    ],
    [deadline('2026-11-26T01:00:00.000Z', 'PT'), '25 Nov 2026, 17:00 PT, paper'],
    // UTC-12 and "AoE (UTC-12h)" are AoE too.
    [deadline('2027-03-16T11:59:00.000Z', 'UTC-12'), '15 Mar 2027, 23:59 AoE, paper'],
    [deadline('2027-03-16T11:59:00.000Z', 'AoE (UTC-12h)'), '15 Mar 2027, 23:59 AoE, paper'],
    [
      deadline('2027-01-10T11:59:00.000Z', 'AoE', { estimated: true, basisYear: 2026, errorDays: 9 }),
      'around 9 Jan 2027, usually within ±9 days, paper (estimated from the 2026 edition)',
    ],
    [
      deadline('2027-01-10T11:59:00.000Z', 'AoE', { estimated: true, basisYear: 2026 }),
      'around 9 Jan 2027, paper (estimated from the 2026 edition)',
    ],
  ])('formats %j', (input, expected) => {
    expect(formatDeadline(input, false)).toBe(expected);
  });

  it.each([
    [true, 'Rolling submissions'],
    [false, 'Deadline TBA'],
  ])('says what is known without a date (rolling: %s)', (isRolling, expected) => {
    expect(formatDeadline(null, isRolling)).toBe(expected);
  });
});
