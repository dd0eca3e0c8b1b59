import { describe, expect, it } from 'vitest';
import { formatDeadline } from './format-deadline.ts';

describe('formatDeadline', () => {
  it.each([
    [
      { at: '2027-03-16T11:59:00.000Z', kind: 'paper', timezone: 'AoE', estimated: false },
      'March 15, 2027 at 23:59 AoE, paper',
    ],
    [
      { at: '2027-03-16T07:59:00.000Z', kind: 'abstract', timezone: 'UTC-8', estimated: false },
      'March 16, 2027 at 07:59 UTC, abstract',
    ],
    // The same rule as the web app (isAnywhereOnEarth): UTC-12 and "AoE (UTC-12h)" are AoE too.
    [
      { at: '2027-03-16T11:59:00.000Z', kind: 'paper', timezone: 'UTC-12', estimated: false },
      'March 15, 2027 at 23:59 AoE, paper',
    ],
    [
      { at: '2027-03-16T11:59:00.000Z', kind: 'paper', timezone: 'AoE (UTC-12h)', estimated: false },
      'March 15, 2027 at 23:59 AoE, paper',
    ],
    [
      { at: '2027-01-10T11:59:00.000Z', kind: 'paper', timezone: 'AoE', estimated: true, basisYear: 2026 },
      'January 9, 2027 at 23:59 AoE, paper (estimated from the 2026 edition)',
    ],
  ])('formats %j', (deadline, expected) => {
    expect(formatDeadline(deadline, false)).toBe(expected);
  });

  it.each([
    [true, 'Rolling submissions'],
    [false, 'Deadline TBA'],
  ])('says what is known without a date (rolling: %s)', (isRolling, expected) => {
    expect(formatDeadline(null, isRolling)).toBe(expected);
  });
});
