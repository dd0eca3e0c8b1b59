import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { softmaxInPlace } from './softmax-in-place.ts';

const logitsArb = fc.array(fc.double({ min: -50, max: 50, noNaN: true }), { minLength: 1, maxLength: 12 });
const softmax = (values: readonly number[]) => {
  const logits = Float64Array.from(values);
  softmaxInPlace(logits);
  return [...logits];
};

describe('softmaxInPlace', () => {
  it.each([
    [
      [0, 0],
      [0.5, 0.5],
    ],
    [
      [Math.log(3), 0],
      [0.75, 0.25],
    ],
    [
      [1000, 0],
      [1, 0],
    ],
    [
      [1500, 1500],
      [0.5, 0.5],
    ],
    [
      [-1000, -1000, -1000, -1000],
      [0.25, 0.25, 0.25, 0.25],
    ],
  ])('turns logits %j into probabilities %j', (logits, expected) => {
    softmax(logits).forEach((p, c) => expect(p).toBeCloseTo(expected[c]!, 12));
  });

  it('gives probabilities in [0, 1] that sum to 1', () => {
    fc.assert(
      fc.property(logitsArb, (logits) => {
        const probabilities = softmax(logits);
        expect(probabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
        for (const p of probabilities) expect(p >= 0 && p <= 1).toBe(true);
      }),
    );
  });

  it('does not change when every logit is shifted by the same amount', () => {
    fc.assert(
      fc.property(logitsArb, fc.double({ min: -500, max: 500, noNaN: true }), (logits, shift) => {
        const shifted = softmax(logits.map((value) => value + shift));
        softmax(logits).forEach((p, c) => expect(shifted[c]).toBeCloseTo(p, 9));
      }),
    );
  });

  it('keeps the order of the logits', () => {
    fc.assert(
      fc.property(logitsArb, (logits) => {
        const probabilities = softmax(logits);
        for (let a = 0; a < logits.length; a++)
          for (let b = 0; b < logits.length; b++)
            if (logits[a]! > logits[b]!) expect(probabilities[a]).toBeGreaterThanOrEqual(probabilities[b]!);
      }),
    );
  });
});
