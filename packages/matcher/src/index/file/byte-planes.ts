import type { IndexArray } from './index-file-format.ts';

/**
 * The array's bytes regrouped by position within an element: every element's first byte, then every
 * second byte, and so on. The high bytes of small integers are mostly equal and sit together, which
 * gzip compresses far better than the interleaved layout (1.5 MB less on the shipped index).
 */
export function toBytePlanes(array: IndexArray): Uint8Array {
  const width = array.BYTES_PER_ELEMENT;
  const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
  const planes = new Uint8Array(bytes.length);
  for (let plane = 0; plane < width; plane++) {
    const base = plane * array.length;
    for (let i = 0; i < array.length; i++) planes[base + i] = bytes[i * width + plane]!;
  }
  return planes;
}

/** Puts byte planes back into a fresh array of `length` elements of `width` bytes each. */
export function fromBytePlanes(planes: Uint8Array, width: number, length: number): ArrayBuffer {
  const buffer = new ArrayBuffer(width * length);
  const bytes = new Uint8Array(buffer);
  for (let plane = 0; plane < width; plane++) {
    const base = plane * length;
    for (let i = 0; i < length; i++) bytes[i * width + plane] = planes[base + i]!;
  }
  return buffer;
}
