import { stemWord } from './stem-word.ts';
import { stopwords } from './stopwords.ts';

const wordPattern = /[\p{L}\p{N}]+/gu;

/**
 * Maps each stem in a text to the first way it was written there, so that explanations can show
 * "translation" rather than the stem "translat".
 */
export function surfaceForms(texts: readonly (string | undefined)[]): Map<string, string> {
  const forms = new Map<string, string>();
  for (const text of texts) {
    if (!text) continue;
    for (const match of text.normalize('NFKC').matchAll(wordPattern)) {
      const lower = match[0].toLowerCase();
      if (lower.length < 2 || stopwords.has(lower) || /^\d+$/.test(lower)) continue;
      const stem = stemWord(lower);
      if (!forms.has(stem)) forms.set(stem, lower);
    }
  }
  return forms;
}

/** Shows a unigram or bigram term with the given surface forms, falling back to the stem. */
export function displayTerm(term: string, forms: ReadonlyMap<string, string>): string {
  return term
    .split(' ')
    .map((stem) => forms.get(stem) ?? stem)
    .join(' ');
}
