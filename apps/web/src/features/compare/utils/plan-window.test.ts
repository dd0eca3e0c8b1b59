import { describe, expect, it } from 'vitest';
import { getPlanWindow, isInPlanWindow, listMonthTicks, toWindowPercent } from './plan-window';

const planWindow = getPlanWindow(new Date('2027-03-15T12:00:00Z'));

describe('the plan window', () => {
  it('runs twelve months from now', () => {
    expect(planWindow.end.toISOString()).toBe('2028-03-15T12:00:00.000Z');
  });

  it.each([
    ['a minute before now', '2027-03-15T11:59:00Z', false],
    ['now', '2027-03-15T12:00:00Z', true],
    ['the last moment of the twelve months', '2028-03-15T12:00:00Z', true],
    ['a minute after the twelve months', '2028-03-15T12:01:00Z', false],
  ])('%s is inside: %s', (_name, at, expected) => {
    expect(isInPlanWindow(at, planWindow)).toBe(expected);
  });

  it.each([
    ['2027-03-15T12:00:00Z', 0],
    ['2028-03-15T12:00:00Z', 100],
    ['2026-01-01T00:00:00Z', 0],
    ['2029-01-01T00:00:00Z', 100],
  ])('places %s at %d %', (at, expected) => {
    expect(toWindowPercent(at, planWindow)).toBe(expected);
  });

  it('places the middle of the window near the middle', () => {
    expect(toWindowPercent('2027-09-14T00:00:00Z', planWindow)).toBeCloseTo(50, 0);
  });

  it('ticks the first of each month, naming the year in January', () => {
    expect(listMonthTicks(planWindow).map((tick) => tick.label)).toEqual([
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'Jan 2028',
      'Feb',
      'Mar',
    ]);
    expect(listMonthTicks(planWindow)[0]?.at).toBe('2027-04-01T00:00:00.000Z');
  });
});
