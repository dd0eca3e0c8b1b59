import type { Vocabulary } from '../model/build-vocabulary.ts';
import type { SoftmaxModel } from '../model/train-softmax.ts';
import { displayTerm } from '../text/surface-forms.ts';
import { stemWord } from '../text/stem-word.ts';
import type { CorpusPaper } from '../types.ts';
import type { VenueProfile } from './venue-index.ts';

const topTermsPerVenue = 15;
const wordPattern = /[\p{L}\p{N}]+/gu;

/**
 * Describes each venue for advice: its most characteristic terms (largest weights, written as its
 * papers most often write them) and its typical abstract length.
 */
export function profileVenues(options: {
  labelled: { paper: CorpusPaper; venueId: string }[];
  classes: string[];
  model: SoftmaxModel;
  vocabulary: Vocabulary;
}): VenueProfile[] {
  const { labelled, classes, model, vocabulary } = options;
  const numClasses = classes.length;
  const surface = mostCommonSurfaces(
    labelled.map(({ paper }) => `${paper.title ?? ''} ${paper.abstract ?? ''}`),
  );
  const strongest = strongestTerms(model.weights, vocabulary.terms, numClasses, topTermsPerVenue * 3);
  return classes.map((venueId, c) => {
    const own = labelled.filter((item) => item.venueId === venueId);
    const ranked = strongest[c]!;
    const topTerms: string[] = [];
    for (const { term } of ranked) {
      const shown = displayTerm(term, surface);
      if (!topTerms.includes(shown)) topTerms.push(shown);
      if (topTerms.length === topTermsPerVenue) break;
    }
    const lengths = own
      .map(({ paper }) => (paper.abstract ?? '').split(/\s+/u).filter(Boolean).length)
      .filter((words) => words > 0)
      .sort((a, b) => a - b);
    return {
      venueId,
      papers: own.length,
      topTerms,
      medianAbstractWords: lengths.length > 0 ? lengths[Math.floor(lengths.length / 2)]! : 0,
    };
  });
}

/** Each class's `keep` terms with the largest positive weights, strongest first, in one pass. */
function strongestTerms(weights: Float32Array, terms: string[], numClasses: number, keep: number) {
  const best = Array.from({ length: numClasses }, () => [] as { term: string; weight: number }[]);
  for (let t = 0; t < terms.length; t++) {
    for (let c = 0; c < numClasses; c++) {
      const weight = weights[t * numClasses + c]!;
      const list = best[c]!;
      if (weight <= 0 || (list.length === keep && weight <= list[keep - 1]!.weight)) continue;
      let position = list.length;
      while (position > 0 && list[position - 1]!.weight < weight) position--;
      list.splice(position, 0, { term: terms[t]!, weight });
      if (list.length > keep) list.pop();
    }
  }
  return best;
}

/** For each stem, the lower-case word that produced it most often in the corpus. */
function mostCommonSurfaces(texts: string[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const text of texts) {
    for (const match of text.toLowerCase().matchAll(wordPattern)) {
      const word = match[0];
      if (word.length < 2) continue;
      const stem = stemWord(word);
      const forms = counts.get(stem) ?? new Map<string, number>();
      forms.set(word, (forms.get(word) ?? 0) + 1);
      counts.set(stem, forms);
    }
  }
  const best = new Map<string, string>();
  for (const [stem, forms] of counts) {
    const [word] = [...forms].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]!;
    best.set(stem, word);
  }
  return best;
}
