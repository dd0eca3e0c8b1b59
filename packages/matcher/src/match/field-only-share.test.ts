import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultRankingTuning } from './create-matcher.ts';
import { fieldOnlyShare } from './field-only-share.ts';

const { fieldOnlyScale: scale, fieldOnlyExponent: exponent } = defaultRankingTuning;
const weight = fc.double({ min: 0.01, max: 100, noNaN: true });

describe('fieldOnlyShare', () => {
  it.each([
    ['no venue without papers', 0, 5, 0],
    ['a field without learned venues', 3, 0, scale],
    ['half the rank weight unlearned', 2, 2, scale * 0.5 ** exponent],
    ['a tenth unlearned', 1, 9, scale * 0.1 ** exponent],
  ])('gives %s a share of %#', (_, without, withPapers, expected) => {
    expect(fieldOnlyShare(without, withPapers, scale, exponent)).toBeCloseTo(expected, 12);
  });

  it('never exceeds the scale, and shrinks as more of the field is learned from papers', () => {
    fc.assert(
      fc.property(weight, weight, weight, (without, learned, more) => {
        const share = fieldOnlyShare(without, learned, scale, exponent);
        expect(share).toBeLessThanOrEqual(scale);
        expect(fieldOnlyShare(without, learned + more, scale, exponent)).toBeLessThan(share);
      }),
    );
  });
});
