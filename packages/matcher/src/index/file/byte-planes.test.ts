import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBytePlanes, toBytePlanes } from './byte-planes.ts';

describe('byte planes', () => {
  it('puts every element’s low bytes before its high bytes', () => {
    expect([...toBytePlanes(new Uint16Array([0x0102, 0x0304]))]).toEqual([0x02, 0x04, 0x01, 0x03]);
  });

  it.each([
    ['Uint8Array', (values: number[]) => new Uint8Array(values)],
    ['Int16Array', (values: number[]) => new Int16Array(values)],
    ['Uint32Array', (values: number[]) => new Uint32Array(values)],
    ['Float32Array', (values: number[]) => new Float32Array(values)],
  ])('gives back any %s exactly', (_, make) => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 })), (values) => {
        const array = make(values);
        const back = new Uint8Array(
          fromBytePlanes(toBytePlanes(array), array.BYTES_PER_ELEMENT, array.length),
        );
        expect(back).toEqual(new Uint8Array(array.buffer));
      }),
    );
  });
});
