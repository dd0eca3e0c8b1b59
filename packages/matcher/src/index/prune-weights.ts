import type { SparseModel } from './venue-index.ts';

/**
 * Keeps the `maxEntries` largest weights of a (term × class) matrix by magnitude (the rest move a
 * score by almost nothing) and quantises them to 16 bits. Every term keeps its slot, even one left
 * without weights: it still counts in the length of a paper's vector, exactly as in training, so
 * scores keep their scale.
 */
export function pruneWeights(
  weights: Float32Array,
  bias: Float32Array,
  numTerms: number,
  numClasses: number,
  maxEntries: number,
): SparseModel {
  const threshold = magnitudeThreshold(weights, maxEntries);
  let maxAbs = 0;
  for (const weight of weights)
    if (Math.abs(weight) >= threshold) maxAbs = Math.max(maxAbs, Math.abs(weight));
  const weightScale = maxAbs / 32767 || 1;
  const offsets: number[] = [0];
  const entryClass: number[] = [];
  const entryWeight: number[] = [];
  for (let term = 0; term < numTerms; term++) {
    for (let c = 0; c < numClasses; c++) {
      const weight = weights[term * numClasses + c]!;
      if (weight === 0 || Math.abs(weight) < threshold) continue;
      entryClass.push(c);
      entryWeight.push(Math.round(weight / weightScale));
    }
    offsets.push(entryClass.length);
  }
  return {
    offsets: Uint32Array.from(offsets),
    entryClass: Uint16Array.from(entryClass),
    entryWeight: Int16Array.from(entryWeight),
    weightScale,
    bias: Float32Array.from(bias),
  };
}

/**
 * A magnitude threshold that keeps at most `keep` weights, found with a log-scale histogram (no full
 * sort): the upper edge of the bin where the count would pass `keep`, so the bin's ties are dropped
 * together (each bin spans 0.4% of magnitude).
 */
function magnitudeThreshold(weights: Float32Array, keep: number): number {
  if (weights.length <= keep) return 0;
  const bins = 8192;
  const low = -30;
  const high = 5;
  const counts = new Uint32Array(bins);
  const binOf = (magnitude: number) =>
    Math.min(bins - 1, Math.max(0, Math.floor(((Math.log(magnitude) - low) / (high - low)) * bins)));
  for (const weight of weights) if (weight !== 0) counts[binOf(Math.abs(weight))]!++;
  let kept = 0;
  for (let bin = bins - 1; bin >= 0; bin--) {
    if (kept + counts[bin]! > keep) return Math.exp(low + ((bin + 1) / bins) * (high - low));
    kept += counts[bin]!;
  }
  return 0;
}
