import type { Vocabulary } from '../model/build-vocabulary.ts';
import type { VenueIndex } from './venue-index.ts';

type Pruned = Pick<VenueIndex, 'terms' | 'idf' | 'offsets' | 'entryClass' | 'entryWeight' | 'weightScale'>;

/**
 * Keeps the `maxEntries` largest weights by magnitude (the rest move a score by almost nothing) and
 * quantises them to 16 bits. Every term stays, even one left without weights: it still counts in the
 * length of a paper's vector, exactly as in training, so scores keep their scale.
 */
export function pruneWeights(
  weights: Float32Array,
  vocabulary: Vocabulary,
  numClasses: number,
  maxEntries: number,
): Pruned {
  const threshold = magnitudeThreshold(weights, maxEntries);
  let maxAbs = 0;
  for (const weight of weights)
    if (Math.abs(weight) >= threshold) maxAbs = Math.max(maxAbs, Math.abs(weight));
  const weightScale = maxAbs / 32767 || 1;
  const terms: string[] = [];
  const idf: number[] = [];
  const offsets: number[] = [0];
  const entryClass: number[] = [];
  const entryWeight: number[] = [];
  for (let term = 0; term < vocabulary.terms.length; term++) {
    for (let c = 0; c < numClasses; c++) {
      const weight = weights[term * numClasses + c]!;
      if (Math.abs(weight) < threshold) continue;
      entryClass.push(c);
      entryWeight.push(Math.round(weight / weightScale));
    }
    terms.push(vocabulary.terms[term]!);
    idf.push(vocabulary.idf[term]!);
    offsets.push(entryClass.length);
  }
  return {
    terms,
    idf: Float32Array.from(idf),
    offsets: Uint32Array.from(offsets),
    entryClass: Uint16Array.from(entryClass),
    entryWeight: Int16Array.from(entryWeight),
    weightScale,
  };
}

/** The smallest magnitude among the `keep` largest, found with a log-scale histogram (no full sort). */
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
    kept += counts[bin]!;
    if (kept >= keep) return Math.exp(low + (bin / bins) * (high - low));
  }
  return 0;
}
