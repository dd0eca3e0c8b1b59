import { describe, expect, it } from 'vitest';
import { dueLead } from './send-due-reminders.ts';

const deadline = new Date('2030-05-10T11:59:59.000Z');
const before = (hours: number) => new Date(deadline.getTime() - hours * 3_600_000);

describe('dueLead', () => {
  it.each([
    [before(24 * 8), null],
    [before(24 * 7), '7d'],
    [before(24 * 3), '7d'],
    [before(24), '1d'],
    [before(1), '1d'],
    [deadline, null],
    [before(-1), null],
  ])('at %s the due reminder is %s', (now, expected) => {
    expect(dueLead(deadline, now)?.lead ?? null).toBe(expected);
  });
});
