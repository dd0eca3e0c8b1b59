import type { Notification } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { describeAcceptanceRate } from './describe-acceptance-rate';
import { describeDecision, describeDecisionLine } from './describe-decision';

const notification = (extra: Partial<Notification>): Notification => ({
  at: '2027-05-12T11:59:00Z',
  timezone: 'AoE',
  published: { date: '2027-05-11', time: '23:59', zone: 'AoE' },
  estimated: false,
  weeksAfterDeadline: 12,
  ...extra,
});

describe('describeDecision', () => {
  it.each([
    { name: 'a published date, on the venue’s own day', value: notification({}), expected: '11 May 2027' },
    {
      name: 'an estimate, with its basis',
      value: notification({ estimated: true, basisYear: 2026 }),
      expected: 'around 11 May 2027, estimated from 2026',
    },
    {
      name: 'an estimate without a basis year',
      value: notification({ estimated: true }),
      expected: 'around 11 May 2027, estimated',
    },
    { name: 'no date', value: null, expected: 'Decision date unknown' },
  ])('$name', ({ value, expected }) => {
    expect(describeDecision(value)).toBe(expected);
  });
});

describe('describeDecisionLine', () => {
  it.each([
    { value: notification({}), expected: 'Decision: 11 May 2027' },
    { value: null, expected: 'Decision date unknown' },
  ])('reads $expected', ({ value, expected }) => {
    expect(describeDecisionLine(value)).toBe(expected);
  });
});

describe('describeAcceptanceRate', () => {
  it.each([
    [{ year: 2025, rate: 0.25, source: 'ccf-deadlines' }, '25.0 % (2025, ccf-deadlines)'],
    [null, 'No source gives one'],
  ])('%o reads %s', (rate, expected) => {
    expect(describeAcceptanceRate(rate)).toBe(expected);
  });
});
