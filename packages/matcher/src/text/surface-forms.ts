import { normalizeText, tokenizeWords } from './tokenize.ts';

/**
 * Maps each stem, and each two-stem phrase, in a text to the first way it was written there, so that
 * explanations can show "translation" and "language pairs" rather than "translat" and "languag pair".
 */
export function surfaceForms(texts: readonly (string | undefined)[]): Map<string, string> {
  const forms = new Map<string, string>();
  for (const text of texts) {
    if (!text) continue;
    const normalized = normalizeText(text);
    let previous: { stem: string; start: number } | null = null;
    for (const token of tokenizeWords(text)) {
      if (token !== null) {
        if (!forms.has(token.stem)) forms.set(token.stem, token.word);
        // The phrase as written, "encoder-decoder" included.
        const phrase = previous && `${previous.stem} ${token.stem}`;
        if (phrase && !forms.has(phrase))
          forms.set(phrase, normalized.slice(previous!.start, token.start + token.word.length));
      }
      previous = token;
    }
  }
  return forms;
}

/** Shows a unigram or bigram term with the given surface forms, falling back to the stem. */
export function displayTerm(term: string, forms: ReadonlyMap<string, string>): string {
  return (
    forms.get(term) ??
    term
      .split(' ')
      .map((stem) => forms.get(stem) ?? stem)
      .join(' ')
  );
}
