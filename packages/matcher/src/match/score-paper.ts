import { softmaxInPlace } from '../model/train-softmax.ts';
import { vectorize } from '../model/vectorize.ts';
import { extractTerms } from '../text/extract-terms.ts';
import type { VenueIndex } from '../index/venue-index.ts';
import type { PaperInput } from '../types.ts';

/** The model's view of one paper: class probabilities and, per class, each term's contribution. */
export interface PaperScores {
  probabilities: Float64Array;
  /** Feature ids of the paper's terms, with their TF-IDF values. */
  termIds: Int32Array;
  termValues: Float32Array;
  /** The paper's term counts (stems), for name matching. */
  stems: Set<string>;
}

/** Scores a paper against every corpus venue of the index. */
export function scorePaper(
  index: VenueIndex,
  termIds: ReadonlyMap<string, number>,
  paper: PaperInput,
): PaperScores {
  const counts = extractTerms(paper);
  const vector = vectorize(counts, termIds, index.idf);
  const logits = Float64Array.from(index.bias);
  for (let k = 0; k < vector.ids.length; k++) {
    const term = vector.ids[k]!;
    const value = vector.values[k]! * index.weightScale;
    for (let entry = index.offsets[term]!; entry < index.offsets[term + 1]!; entry++) {
      logits[index.entryClass[entry]!]! += value * index.entryWeight[entry]!;
    }
  }
  softmaxInPlace(logits);
  const stems = new Set<string>();
  for (const term of counts.keys()) if (!term.includes(' ')) stems.add(term);
  return { probabilities: logits, termIds: vector.ids, termValues: vector.values, stems };
}

/** The terms that push the paper most toward class `c`, strongest first. */
export function topContributions(index: VenueIndex, scores: PaperScores, c: number, limit: number): string[] {
  const contributions: { term: string; value: number }[] = [];
  for (let k = 0; k < scores.termIds.length; k++) {
    const term = scores.termIds[k]!;
    for (let entry = index.offsets[term]!; entry < index.offsets[term + 1]!; entry++) {
      if (index.entryClass[entry] !== c) continue;
      const value = scores.termValues[k]! * index.entryWeight[entry]!;
      if (value > 0) contributions.push({ term: index.terms[term]!, value });
    }
  }
  contributions.sort((a, b) => b.value - a.value || (a.term < b.term ? -1 : 1));
  // A bigram already says what its words say: skip words covered by a stronger phrase.
  const chosen: string[] = [];
  for (const { term } of contributions) {
    if (chosen.some((other) => other.split(' ').includes(term) || term.split(' ').includes(other))) continue;
    chosen.push(term);
    if (chosen.length === limit) break;
  }
  return chosen;
}
