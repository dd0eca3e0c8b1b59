import { describe, expect, it } from 'vitest';
import { formatCountdown, formatInLocal } from './format-deadline';

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

  it.each([
    ['Europe/Paris', '16 Mar 2027, 12:59 (Europe/Paris)'],
    ['America/Los_Angeles', '16 Mar 2027, 04:59 (America/Los_Angeles)'],
    ['Asia/Tokyo', '16 Mar 2027, 20:59 (Asia/Tokyo)'],
    ['Pacific/Pago_Pago', '16 Mar 2027, 00:59 (Pacific/Pago_Pago)'],
  ])('shows the instant on a reader clock in %s', (timeZone, expected) => {
    expect(formatInLocal(aoeMidnight, timeZone)).toBe(expected);
  });

  it('writes midnight as 00:00, not 24:00', () => {
    expect(formatInLocal('2027-03-16T00:00:00.000Z', 'UTC')).toBe('16 Mar 2027, 00:00 (UTC)');
  });
});
