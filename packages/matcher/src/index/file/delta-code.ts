type UnsignedArray = Uint8Array | Uint16Array | Uint32Array;

/**
 * The differences between consecutive elements of `array` within each segment
 * `[offsets[s], offsets[s + 1])` (the whole array when `offsets` is null), the first of each segment
 * kept as it is. Ascending values give small differences, which compress well; unsigned arithmetic
 * wraps, so any values come back exactly.
 */
export function toDeltas<T extends UnsignedArray>(array: T, offsets: Uint32Array | null): T {
  const deltas = array.slice() as T;
  forEachSegment(array.length, offsets, (from, to) => {
    for (let k = to - 1; k > from; k--) deltas[k] = array[k]! - array[k - 1]!;
  });
  return deltas;
}

/** Undoes `toDeltas` in place: a running sum within each segment. */
export function fromDeltas(deltas: UnsignedArray, offsets: Uint32Array | null): void {
  forEachSegment(deltas.length, offsets, (from, to) => {
    for (let k = from + 1; k < to; k++) deltas[k] = deltas[k]! + deltas[k - 1]!;
  });
}

function forEachSegment(
  length: number,
  offsets: Uint32Array | null,
  each: (from: number, to: number) => void,
) {
  if (!offsets) return each(0, length);
  for (let s = 0; s + 1 < offsets.length; s++) each(offsets[s]!, Math.min(offsets[s + 1]!, length));
}
