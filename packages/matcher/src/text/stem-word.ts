/** Suffix rules tried in order; the first whose suffix matches and leaves a long enough stem wins. */
const rules: ReadonlyArray<readonly [suffix: string, replacement: string, minStem: number]> = [
  ['ational', 'ate', 3],
  ['izations', 'ize', 3],
  ['ization', 'ize', 3],
  ['isation', 'ize', 3],
  ['fulness', 'ful', 3],
  ['iveness', 'ive', 3],
  ['ousness', 'ous', 3],
  ['ements', '', 4],
  ['ement', '', 4],
  ['ments', '', 4],
  ['ment', '', 4],
  ['ities', '', 4],
  ['ity', '', 4],
  ['ness', '', 4],
  ['ings', '', 4],
  ['ing', '', 4],
  ['ies', 'y', 3],
  ['ied', 'y', 3],
  ['ised', 'ize', 3],
  ['ized', 'ize', 3],
  ['ises', 'ize', 3],
  ['izes', 'ize', 3],
  ['ise', 'ize', 3],
  ['ed', '', 4],
  ['es', 'e', 4],
  ['ly', '', 4],
];

/** Keeps words whose trailing "s" is not a plural (analysis, bias, corpus, class). */
const keepS = /(ss|us|is|ys|as|os|ics)$/;

/**
 * Reduces an English word to a crude stem so that "models", "modeling" and "modelled" share one feature.
 * It is deliberately lighter than Porter: over-stemming merges unrelated technical terms.
 */
export function stemWord(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  for (const [suffix, replacement, minStem] of rules) {
    if (word.endsWith(suffix) && word.length - suffix.length >= minStem) {
      return undoubleConsonant(word.slice(0, -suffix.length) + replacement, suffix);
    }
  }
  if (word.endsWith('s') && !keepS.test(word)) return word.slice(0, -1);
  return word;
}

/** "planning" → "plann" → "plan", but "fall"+"ing" keeps its double "l" so it still reads as "fall". */
function undoubleConsonant(stem: string, suffix: string): string {
  if (suffix !== 'ing' && suffix !== 'ed' && suffix !== 'ings') return stem;
  const last = stem.at(-1);
  if (last && last === stem.at(-2) && !'lsz'.includes(last) && /[bcdfghjkmnpqrtvwx]/.test(last)) {
    return stem.slice(0, -1);
  }
  return stem;
}
