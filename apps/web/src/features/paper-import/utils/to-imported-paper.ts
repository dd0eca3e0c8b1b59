import { countWords, limits, normalizeKeywords, type PaperInput } from '@venuescout/contracts';
import type { PaperFields } from './paper-fields';

// The limits of the contracts' paper schemas (PaperBasicsSchema, PaperAbstractSchema, PaperKeywordsSchema).
const maxTitleLength = 300;
const maxAbstractLength = 5000;
const maxKeywordLength = 60;

/** A paper read from a file, cut to what the form accepts, with a sentence for each cut made. */
export type ImportedPaper = { paper: PaperInput; notes: string[] };

function cutToWords(text: string, words: number): string {
  return text.trim().split(/\s+/u).slice(0, words).join(' ');
}

function cutAbstract(abstract: string, notes: string[]): string {
  const words = countWords(abstract);
  let cut = abstract;
  if (words > limits.abstractMaxWords) {
    cut = cutToWords(abstract, limits.abstractMaxWords);
    notes.push(`The abstract has ${words} words; only its first ${limits.abstractMaxWords} were kept.`);
  }
  if (cut.length > maxAbstractLength) {
    cut = cut.slice(0, maxAbstractLength).replace(/\s+\S*$/u, '');
    notes.push(`The abstract was cut to ${maxAbstractLength} characters.`);
  }
  return cut;
}

function cutKeywords(keywords: string[], notes: string[]): string[] {
  const kept = normalizeKeywords(keywords).filter((keyword) => keyword.length <= maxKeywordLength);
  if (kept.length < normalizeKeywords(keywords).length) {
    notes.push(`Keywords longer than ${maxKeywordLength} characters were left out.`);
  }
  if (kept.length > limits.maxKeywords) {
    notes.push(`The paper lists ${kept.length} keywords; only the first ${limits.maxKeywords} were kept.`);
  }
  if (kept.length === 0) notes.push('No keywords were found: add them in step 3.');
  return kept.slice(0, limits.maxKeywords);
}

/**
 * The wizard's paper from a file's title, abstract and keywords, trimmed to the form's limits; the
 * theme is never in a paper's file, so it is left for the researcher.
 */
export function toImportedPaper(
  fields: Required<Pick<PaperFields, 'title' | 'abstract'>> & PaperFields,
): ImportedPaper {
  const notes: string[] = [];
  let title = fields.title.trim();
  if (title.length > maxTitleLength) {
    title = title.slice(0, maxTitleLength).trim();
    notes.push(`The title was cut to ${maxTitleLength} characters.`);
  }
  const abstract = cutAbstract(fields.abstract.trim(), notes);
  const keywords = cutKeywords(fields.keywords ?? [], notes);
  return { paper: { title, theme: '', abstract, keywords }, notes };
}
