import { describe, expect, it } from 'vitest';
import { describeWait, tooManyRequestsMessage } from './too-many-requests-message.ts';

describe('describeWait', () => {
  it.each([
    [0, '1 second'],
    [1, '1 second'],
    [42, '42 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [700, '12 minutes'],
    [900, '15 minutes'],
    [3599, '60 minutes'],
    [3600, '1 hour'],
    [5400, '2 hours'],
    [86_400, '24 hours'],
  ])('%i seconds is "%s"', (seconds, expected) => {
    expect(describeWait(seconds)).toBe(expected);
  });
});

describe('tooManyRequestsMessage', () => {
  it('says how long to wait', () => {
    expect(tooManyRequestsMessage(700)).toBe('Too many attempts. Try again in 12 minutes.');
  });
});
