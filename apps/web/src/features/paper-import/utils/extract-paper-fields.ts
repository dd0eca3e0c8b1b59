import { joinLines } from './join-lines';
import { orderTextLines } from './order-text-lines';
import type { PaperFields } from './paper-fields';
import type { PdfTextPiece, TextLine } from './pdf-text-piece';
import { splitKeywords } from './split-keywords';

const abstractLabel = /^(abstract|a\s?b\s?s\s?t\s?r\s?a\s?c\s?t)\b\s*[.:—–-]?\s*/iu;
const keywordLabel =
  /^(keywords|key\s?words|index\s+terms|additional\s+key\s+words\s+and\s+phrases)\b\s*[.:—–-]?\s*/iu;
const ccsLabel = /^ccs\s+concepts\b\s*[.:—–-]?\s*/iu;
// Where the front matter ends: another labelled block, or the first section heading.
const blockEnd =
  /^(ccs\s+concepts|acm\s+reference\s+format|general\s+terms|(\d+|[ivx]+)\.?\s+introduction|introduction$)/iu;

const isSmaller = (line: TextLine, size: number) => line.fontSize < size - 1;
const isLarger = (line: TextLine, size: number) => line.fontSize > size + 0.6;

// A title longer than this many lines is not a title but a page of text in one size.
const maxTitleLines = 4;

/**
 * The lower-case words of every line, to tell hyphenated compounds from split words. A line's first
 * word is left out: it may be the second half of a word split at the line before.
 */
function listVocabulary(lines: TextLine[]): Set<string> {
  return new Set(
    lines.flatMap((line) =>
      line.text
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .slice(1),
    ),
  );
}

/**
 * The text of a labelled block: the rest of its first line, then the following lines of the same
 * size until a block or section begins or the text grows larger; smaller lines (footnotes, page
 * furniture) in between are skipped.
 */
function readBlock(lines: TextLine[], start: number, label: RegExp, vocabulary: Set<string>): string {
  const first = lines[start]!;
  const rest = first.text.replace(label, '');
  const parts = rest === '' ? [] : [rest];
  let size = rest === '' ? (lines[start + 1]?.fontSize ?? first.fontSize) : first.fontSize;
  for (let index = start + 1; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (blockEnd.test(line.text) || keywordLabel.test(line.text) || isLarger(line, size)) break;
    if (isSmaller(line, size)) continue;
    if (parts.length === 0) size = line.fontSize;
    parts.push(line.text);
  }
  return joinLines(parts, vocabulary);
}

/**
 * A journal layout with no "Abstract" heading (ACM's acmsmall): the paragraph of one size that ends
 * right before the classification or keywords block, read upwards until the spacing opens or the size
 * changes.
 */
function readUnlabelledAbstract(
  lines: TextLine[],
  before: number,
  vocabulary: Set<string>,
): string | undefined {
  const last = lines[before - 1];
  if (!last) return undefined;
  const parts = [last.text];
  for (let index = before - 2; index >= 0; index -= 1) {
    const line = lines[index]!;
    const below = lines[index + 1]!;
    if (line.fontSize !== last.fontSize || line.page !== below.page || line.y - below.y > last.fontSize * 1.6)
      break;
    parts.unshift(line.text);
  }
  return parts.length >= 2 ? joinLines(parts, vocabulary) : undefined;
}

/** The largest text on the first page above `before`: the title, however many lines it takes. */
function findTitle(lines: TextLine[], before: number, vocabulary: Set<string>): string | undefined {
  const candidates = lines
    .slice(0, before)
    .filter((line) => line.page === lines[0]?.page && /\p{L}{2}/u.test(line.text));
  const largest = Math.max(...candidates.map((line) => line.fontSize));
  const start = candidates.findIndex((line) => line.fontSize >= largest - 0.3);
  if (start < 0) return undefined;
  const parts: string[] = [];
  for (const line of candidates.slice(start)) {
    if (line.fontSize < largest - 0.3) break;
    parts.push(line.text);
  }
  if (parts.length > maxTitleLines) return undefined;
  // A trailing footnote mark (a star, a dagger, a digit set as a superscript) is not part of the title.
  return joinLines(parts, vocabulary).replace(/\s*[*∗⋆†‡§¶‖⁰¹²³⁴⁵⁶⁷⁸⁹,]+$/u, '') || undefined;
}

/** ACM's CCS concepts as keywords: the most specific concept of each "• Area → Topic; Topic" entry. */
function toConceptKeywords(text: string): string[] {
  return text
    .split('•')
    .flatMap((entry) => (entry.split('→').at(-1) ?? '').split(';'))
    .map((concept) => concept.trim().replace(/\.$/u, ''))
    .filter((concept) => concept !== '');
}

/**
 * Finds a paper's title, abstract and keywords in the text of its first pages, as pdf.js reads it,
 * in one- or two-column layouts. Keywords come from a "Keywords", "Index Terms" or "Additional Key
 * Words" block, or else from ACM's "CCS Concepts".
 */
export function extractPaperFields(pieces: PdfTextPiece[]): PaperFields {
  const lines = orderTextLines(pieces);
  const vocabulary = listVocabulary(lines);
  const abstractStart = lines.findIndex((line) => abstractLabel.test(line.text));
  const keywordStart = lines.findIndex((line) => keywordLabel.test(line.text));
  const ccsStart = lines.findIndex((line) => ccsLabel.test(line.text));
  const frontMatterEnd = [keywordStart, ccsStart].filter((index) => index >= 0).sort((a, b) => a - b)[0];

  const abstract =
    abstractStart >= 0
      ? readBlock(lines, abstractStart, abstractLabel, vocabulary)
      : frontMatterEnd === undefined
        ? undefined
        : readUnlabelledAbstract(lines, frontMatterEnd, vocabulary);
  const titleEnd = abstractStart >= 0 ? abstractStart : (frontMatterEnd ?? lines.length);
  const keywordText =
    keywordStart >= 0 ? readBlock(lines, keywordStart, keywordLabel, vocabulary) : undefined;
  const keywords =
    keywordText !== undefined
      ? splitKeywords(keywordText)
      : ccsStart >= 0
        ? toConceptKeywords(readBlock(lines, ccsStart, ccsLabel, vocabulary))
        : undefined;

  return {
    title: findTitle(lines, titleEnd, vocabulary),
    abstract: abstract || undefined,
    keywords: keywords && keywords.length > 0 ? keywords : undefined,
  };
}
