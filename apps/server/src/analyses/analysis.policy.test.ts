import { describe, expect, it } from 'vitest';
import { canCreateAnalysis } from './analysis.policy.ts';

describe('canCreateAnalysis', () => {
  it.each([
    ['allows a first analysis on the free plan', 2, 0, true],
    ['allows the last free analysis', 2, 1, true],
    ['refuses a third analysis on a plan of two', 2, 2, false],
    ['refuses a user already past a lowered limit', 2, 5, false],
    ['refuses every analysis on a plan of none', 0, 0, false],
    ['allows any number on an unlimited plan', null, 10_000, true],
  ])('%s', (_, maxSubmissions, analysesMade, expected) => {
    expect(canCreateAnalysis({ maxSubmissions }, analysesMade)).toBe(expected);
  });
});
