import { softmaxInPlace } from '../model/softmax-in-place.ts';
import { correctPrior } from './correct-prior.ts';
import { vectorize } from '../model/vectorize.ts';
import { extractTerms } from '../text/extract-terms.ts';
import type { SparseModel, VenueIndex } from '../index/venue-index.ts';
import type { PaperInput } from '../types.ts';

/**
 * How much of a venue's logit comes from the title model (the rest from the full model), for a paper
 * with an abstract and for one given by its title alone (docs/decisions/011).
 */
export interface TitleFusion {
  withAbstract: number;
  titleOnly: number;
}

export const defaultTitleFusion: TitleFusion = { withAbstract: 0, titleOnly: 0.3 };

/** The models' view of one paper. */
export interface PaperScores {
  /** Venue-model probabilities, with the class prior divided out, in class order. */
  venueProbabilities: Float64Array;
  /** Field-model probabilities, in `index.fields` order. */
  fieldProbabilities: Float64Array;
  /** Feature ids of the paper's terms, with their TF-IDF values. */
  termIds: Int32Array;
  termValues: Float32Array;
  /** The paper's single-word stems, for explaining name matches. */
  stems: Set<string>;
  /** The single-word stems of what the author names as the topic: keywords and theme. */
  statedStems: Set<string>;
  /** The paper's single-word stems that no learned paper used often enough to be a term, in order. */
  unknownStems: string[];
  /** Their share of the paper's single-word stems. */
  unknownShare: number;
}

/** Scores a paper with both models of the index. */
export function scorePaper(
  index: VenueIndex,
  termIds: ReadonlyMap<string, number>,
  paper: PaperInput,
  fusion: TitleFusion = defaultTitleFusion,
): PaperScores {
  const counts = extractTerms(paper);
  const vector = vectorize(counts, termIds, index.idf);
  const venueLogits = linearScores(index.venueModel, vector.ids, vector.values);
  const title = vectorize(extractTerms({ title: paper.title }), termIds, index.idf);
  const titleLogits = linearScores(index.titleModel, title.ids, title.values);
  const share = paper.abstract?.trim() ? fusion.withAbstract : fusion.titleOnly;
  for (let c = 0; c < venueLogits.length; c++) {
    venueLogits[c] = correctPrior(venueLogits[c]!, titleLogits[c]!, share, index.classLogPrior[c]!);
  }
  softmaxInPlace(venueLogits);
  const fieldLogits = linearScores(index.fieldModel, vector.ids, vector.values);
  softmaxInPlace(fieldLogits);
  const unigrams = (terms: Map<string, number>) =>
    new Set([...terms.keys()].filter((term) => !term.includes(' ')));
  const stems = unigrams(counts);
  const statedStems = unigrams(extractTerms({ keywords: paper.keywords, theme: paper.theme }));
  const unknownStems = [...stems].filter((stem) => !termIds.has(stem));
  return {
    unknownStems: unknownStems.filter((stem) => stem.length >= 4 && !/\d/u.test(stem)),
    unknownShare: stems.size === 0 ? 1 : unknownStems.length / stems.size,
    venueProbabilities: venueLogits,
    fieldProbabilities: fieldLogits,
    termIds: vector.ids,
    termValues: vector.values,
    stems,
    statedStems,
  };
}

/** Bias plus the sum of the paper's term values times the model's weights, per class. */
export function linearScores(model: SparseModel, ids: Int32Array, values: Float32Array): Float64Array {
  const logits = Float64Array.from(model.bias);
  for (let k = 0; k < ids.length; k++) {
    const term = ids[k]!;
    const value = values[k]! * model.weightScale;
    for (let entry = model.offsets[term]!; entry < model.offsets[term + 1]!; entry++) {
      logits[model.entryClass[entry]!]! += value * model.entryWeight[entry]!;
    }
  }
  return logits;
}

/** The terms that push the paper most toward venue class `c`, strongest first. */
export function topContributions(index: VenueIndex, scores: PaperScores, c: number, limit: number): string[] {
  const model = index.venueModel;
  const contributions: { term: string; value: number }[] = [];
  for (let k = 0; k < scores.termIds.length; k++) {
    const term = scores.termIds[k]!;
    for (let entry = model.offsets[term]!; entry < model.offsets[term + 1]!; entry++) {
      if (model.entryClass[entry] !== c) continue;
      const value = scores.termValues[k]! * model.entryWeight[entry]!;
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
