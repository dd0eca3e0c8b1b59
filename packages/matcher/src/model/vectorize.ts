import type { SparseVector } from './sparse-vector.ts';

/**
 * Turns term counts into an L2-normalised TF-IDF vector with sublinear term frequency (1 + ln tf), so a
 * word repeated ten times in an abstract does not outweigh ten distinct topical words.
 */
export function vectorize(
  counts: ReadonlyMap<string, number>,
  termIds: ReadonlyMap<string, number>,
  idf: Float32Array,
): SparseVector {
  const entries: Array<[number, number]> = [];
  for (const [term, count] of counts) {
    const id = termIds.get(term);
    if (id !== undefined && count > 0) entries.push([id, (1 + Math.log(count)) * (idf[id] ?? 0)]);
  }
  entries.sort((a, b) => a[0] - b[0]);
  let norm = 0;
  for (const [, value] of entries) norm += value * value;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  const ids = new Int32Array(entries.length);
  const values = new Float32Array(entries.length);
  entries.forEach(([id, value], i) => {
    ids[i] = id;
    values[i] = value * scale;
  });
  return { ids, values };
}
