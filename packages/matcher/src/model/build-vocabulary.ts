/** The features of the index: term strings in id order, with their inverse document frequency. */
export interface Vocabulary {
  terms: string[];
  idf: Float32Array;
}

/** Options for choosing the vocabulary. */
export interface VocabularyOptions {
  /** A term must occur in at least this many training papers, which also keeps rare names out. */
  minDocs: number;
  /** Upper bound on the number of terms; the most frequent win. */
  maxTerms: number;
}

/**
 * Chooses the terms that become features from the papers' term maps. The order (document frequency
 * descending, then code-point order) is total, which keeps the built index byte-identical across runs.
 */
export function buildVocabulary(
  docs: ReadonlyArray<ReadonlyMap<string, number>>,
  options: VocabularyOptions,
): Vocabulary {
  const df = new Map<string, number>();
  for (const doc of docs) for (const term of doc.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const kept = [...df].filter(([, count]) => count >= options.minDocs);
  kept.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const chosen = kept.slice(0, options.maxTerms);
  const idf = new Float32Array(chosen.length);
  chosen.forEach(([, count], i) => (idf[i] = Math.log((1 + docs.length) / (1 + count)) + 1));
  return { terms: chosen.map(([term]) => term), idf };
}
