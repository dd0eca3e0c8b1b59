import { stemWord } from './stem-word.ts';
import { stopwords } from './stopwords.ts';

/** Letters and digits of any script, with inner hyphens, apostrophes and dots kept out of the token. */
const wordPattern = /[\p{L}\p{N}]+/gu;

/**
 * Splits text into stemmed content tokens. A `null` entry marks a removed stopword or punctuation break,
 * so that bigrams are never formed across it ("learning of graphs" gives no "learning graphs").
 */
export function tokenize(text: string): Array<string | null> {
  return tokenizeWords(text).map((token) => token?.stem ?? null);
}

/**
 * The same tokens with the lower-case word each stem came from and where it stands in the text as
 * `normalizeText` gives it.
 */
export function tokenizeWords(text: string): Array<{ stem: string; word: string; start: number } | null> {
  const out: Array<{ stem: string; word: string; start: number } | null> = [];
  const lower = normalizeText(text);
  let lastEnd = 0;
  for (const match of lower.matchAll(wordPattern)) {
    const word = match[0];
    const start = match.index;
    // A sentence or clause break between two words also blocks the bigram.
    if (out.length > 0 && /[.,;:!?()[\]{}"]/.test(lower.slice(lastEnd, start))) out.push(null);
    lastEnd = start + word.length;
    if (word.length < 2 || word.length > 40 || stopwords.has(word) || /^\d+$/.test(word)) {
      out.push(null);
      continue;
    }
    out.push({ stem: stemWord(word), word, start });
  }
  return out;
}

/** The text the tokens are read from: NFKC, lower case. */
export const normalizeText = (text: string) => text.normalize('NFKC').toLowerCase();
