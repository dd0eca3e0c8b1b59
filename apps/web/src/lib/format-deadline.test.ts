import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDeadlineDate, formatInAoe, formatInLocal } from './format-deadline';

const aoeMidnight = '2027-03-16T11:59:00.000Z';

describe('deadline formatting', () => {
  it.each([
    ['2027-03-13T11:59:00.000Z', 'in 3 days'],
    ['2027-03-16T06:59:00.000Z', 'in 5 hours'],
    ['2027-03-16T11:30:00.000Z', 'in 29 minutes'],
    ['2027-03-16T11:58:59.000Z', 'in 1 minute'],
    ['2027-03-18T11:59:00.000Z', 'passed 2 days ago'],
  ])('at %s the countdown reads %s', (now, expected) => {
    expect(formatCountdown(aoeMidnight, new Date(now))).toBe(expected);
  });

  it('shows an AoE deadline as its AoE wall time and in other zones', () => {
    expect(formatInAoe(aoeMidnight)).toBe('March 15, 2027 at 23:59 AoE');
    expect(formatInLocal(aoeMidnight, 'Europe/Paris')).toBe('March 16, 2027 at 12:59 (Europe/Paris)');
    expect(formatInLocal(aoeMidnight, 'America/Los_Angeles')).toBe(
      'March 16, 2027 at 04:59 (America/Los_Angeles)',
    );
  });

  it.each([
    [aoeMidnight, 'AoE', 'March 15, 2027'],
    [aoeMidnight, 'UTC-12', 'March 15, 2027'],
    // Was shown a day late: only the exact labels "AoE" and "UTC-12" counted.
    [aoeMidnight, 'AoE (UTC-12h)', 'March 15, 2027'],
    [aoeMidnight, 'GMT-12', 'March 15, 2027'],
    ['2027-03-16T06:59:59.000Z', 'America/Los_Angeles', 'March 16, 2027'],
  ])('dates %s published as %s on %s', (at, timezone, expected) => {
    expect(formatDeadlineDate(at, timezone)).toBe(expected);
  });
});
