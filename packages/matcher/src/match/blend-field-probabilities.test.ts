import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blendFieldProbabilities } from './blend-field-probabilities.ts';

const distribution = (size: number) =>
  fc
    .array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: size, maxLength: size })
    .map((values) => values.map((value) => value / values.reduce((sum, next) => sum + next, 0)));

describe('blendFieldProbabilities', () => {
  it.each([
    [0, [0.8, 0.2]],
    [0.5, [0.5, 0.5]],
    [1, [0.2, 0.8]],
  ])('with the venue model’s share at %d gives %j', (share, expected) => {
    const blended = blendFieldProbabilities([0.8, 0.2], [0.2, 0.8], share);
    [...blended].forEach((p, f) => expect(p).toBeCloseTo(expected[f]!, 12));
  });

  it('gives a distribution that sums to 1 and lies between the two views', () => {
    fc.assert(
      fc.property(
        distribution(5),
        distribution(5),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (field, venue, share) => {
          const blended = blendFieldProbabilities(field, venue, share);
          expect(blended.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 9);
          blended.forEach((p, f) => {
            expect(p).toBeGreaterThanOrEqual(Math.min(field[f]!, venue[f]!) - 1e-12);
            expect(p).toBeLessThanOrEqual(Math.max(field[f]!, venue[f]!) + 1e-12);
          });
        },
      ),
    );
  });
});
