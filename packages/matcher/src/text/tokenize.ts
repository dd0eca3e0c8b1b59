import { stemWord } from './stem-word.ts';
import { stopwords } from './stopwords.ts';

/** Letters and digits of any script, with inner hyphens, apostrophes and dots kept out of the token. */
const wordPattern = /[\p{L}\p{N}]+/gu;

/**
 * Splits text into stemmed content tokens. A `null` entry marks a removed stopword or punctuation break,
 * so that bigrams are never formed across it ("learning of graphs" gives no "learning graphs").
 */
export function tokenize(text: string): Array<string | null> {
  const out: Array<string | null> = [];
  const lower = text.normalize('NFKC').toLowerCase();
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
    out.push(stemWord(word));
  }
  return out;
}
