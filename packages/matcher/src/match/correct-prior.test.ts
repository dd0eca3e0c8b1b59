import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { correctPrior } from './correct-prior.ts';

// Eighths, so that rounding never makes two different values tie.
const logit = fc.integer({ min: -160, max: 160 }).map((n) => n / 8);
const logPrior = fc.integer({ min: -96, max: -1 }).map((n) => n / 8);

describe('correctPrior', () => {
  it.each([
    ['the full logit alone', 2, 5, 0, 0, 2],
    ['the title logit alone', 2, 5, 1, 0, 5],
    ['a 30 % title blend', 2, 5, 0.3, 0, 2.9],
    ['a venue with a tenth of the papers', 2, 2, 0, Math.log(0.1), 2 - Math.log(0.1)],
  ])('blends %s', (_, full, title, share, prior, expected) => {
    expect(correctPrior(full, title, share, prior)).toBeCloseTo(expected, 12);
  });

  it('lifts the smaller of two venues with the same evidence', () => {
    fc.assert(
      fc.property(logit, logit, logPrior, logPrior, (full, title, small, large) => {
        fc.pre(small < large);
        expect(correctPrior(full, title, 0.3, small)).toBeGreaterThan(correctPrior(full, title, 0.3, large));
      }),
    );
  });

  it('leaves the order of venues alone when they all have the same prior', () => {
    fc.assert(
      fc.property(logit, logit, logPrior, (a, b, prior) => {
        fc.pre(a !== b);
        expect(correctPrior(a, a, 0.3, prior) > correctPrior(b, b, 0.3, prior)).toBe(a > b);
      }),
    );
  });
});
