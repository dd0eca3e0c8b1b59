const accents: Record<string, string> = {
  '´': '\u0301',
  '`': '\u0300',
  ˆ: '\u0302',
  '˜': '\u0303',
  '¨': '\u0308',
  '˝': '\u030b',
  ˇ: '\u030c',
  '˘': '\u0306',
  '¯': '\u0304',
};

/**
 * Puts accents back on their letters: fonts without accented letters print the accent as a character
 * of its own, before the letter (or after it, for a cedilla), which pdf.js reports as such.
 */
export function mendAccents(text: string): string {
  return text
    .replace(
      /([´`ˆ˜¨˝ˇ˘¯])\s?(\p{L})/gu,
      (_, accent: string, letter: string) => `${letter}${accents[accent]}`,
    )
    .replace(/(\p{L})\s?¸/gu, (_, letter: string) => `${letter}\u0327`)
    .normalize('NFC');
}

// Shorter second halves ("age", "sign") are too often words by chance to tell anything.
const minCompoundPart = 5;

/**
 * Joins lines of running text. A line that ends in a hyphen before a lower-case letter is either a
 * word that the line break split ("accel-erator") or a compound that happened to break at its hyphen
 * ("self-supervised"); `vocabulary`, the words of the whole document, tells them apart where it can:
 * the hyphen stays when the second part (five letters or more) stands as a word of its own elsewhere
 * and the joined form does not.
 */
export function joinLines(lines: string[], vocabulary: ReadonlySet<string>): string {
  return lines
    .reduce((text, line) => {
      const split = /(\p{L}+)-$/u.exec(text);
      const next = /^(\p{Ll}+)/u.exec(line);
      if (!split || !next) return `${text} ${line}`;
      const joined = `${split[1]}${next[1]}`.toLowerCase();
      const isCompound =
        next[1]!.length >= minCompoundPart && vocabulary.has(next[1]!) && !vocabulary.has(joined);
      return isCompound ? `${text}${line}` : `${text.slice(0, -1)}${line}`;
    }, '')
    .replace(/\s+/gu, ' ')
    .trim();
}
