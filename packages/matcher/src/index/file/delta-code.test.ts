import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDeltas, toDeltas } from './delta-code.ts';

describe('delta code', () => {
  it.each([
    ['the whole array', null, [3, 5, 9, 10], [3, 2, 4, 1]],
    ['each segment', new Uint32Array([0, 2, 4]), [3, 5, 1, 10], [3, 2, 1, 9]],
  ])('stores differences within %s', (_, offsets, values, deltas) => {
    expect([...toDeltas(new Uint32Array(values), offsets)]).toEqual(deltas);
  });

  it('gives back any values exactly, ascending or not, by wrapping around', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 65_535 })),
        fc.integer({ min: 1, max: 5 }),
        (values, step) => {
          const array = new Uint16Array(values);
          const offsets = Uint32Array.from({ length: Math.ceil(values.length / step) + 1 }, (_, s) =>
            Math.min(s * step, values.length),
          );
          const coded = toDeltas(array, offsets);
          fromDeltas(coded, offsets);
          expect(coded).toEqual(array);
        },
      ),
    );
  });
});
