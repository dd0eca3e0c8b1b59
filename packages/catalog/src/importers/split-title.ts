import { cleanVenueName } from '../merge/normalize-name.ts';

export interface SplitTitle {
  acronym?: string;
  name?: string;
  /** A round or cycle qualifier such as "January cycle" or "IMWUT Issue 1". */
  qualifier?: string;
}

const ORGANISERS = new Set(['ACM', 'IEEE', 'USENIX', 'IFIP', 'AAAI', 'SIAM']);

/**
 * Splits a deadline-list title into acronym, name and qualifier: `CSCW (January cycle)` is an acronym with
 * a qualifier, `Software and Systems Modeling (SoSyM)` a name with its acronym, `Graphics Interface` a name.
 */
export function splitTitle(title: string): SplitTitle {
  const text = title
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s+(19|20)\d{2}$/, '');
  const bracketed = /^(.*?)\s*\(([^()]+)\)\s*(.*)$/.exec(text);
  if (bracketed) {
    const [, before = '', inner = '', after = ''] = bracketed;
    const rest = `${before} ${after}`.trim();
    if (!inner.includes(' ') && looksLikeName(rest)) return { acronym: inner, name: cleanVenueName(rest) };
    if (after === '') {
      const base = splitTitle(before);
      // A track is a venue of its own (its deadlines are not the main conference's); a round is not.
      if (/\btrack\b/i.test(inner) && base.acronym) return { acronym: `${base.acronym} ${inner}` };
      return { ...base, qualifier: inner };
    }
  }
  return looksLikeName(text) ? { name: cleanVenueName(text) } : { acronym: text };
}

/**
 * A name has several words and an ordinary word ("Graphics Interface", "ACM Multimedia"). Short titles
 * that carry a capitalised acronym ("SIGGRAPH Asia", "CHI PLAY") are acronyms with a suffix instead.
 */
function looksLikeName(text: string): boolean {
  const words = text.split(' ');
  if (words.length < 2) return false;
  const significant = words.filter((word) => !ORGANISERS.has(word));
  const hasAcronym = significant.some((word) => /^[A-Z][A-Z0-9&*+-]{2,}$/.test(word));
  if (hasAcronym && words.length <= 3) return false;
  return significant.some((word) => /^[A-Z]?[a-z]{3,}$/.test(word) && !/^(and|the|for|with)$/i.test(word));
}
