import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readPdfDocument } from '../src/features/paper-import/api/read-pdf-document.ts';
import type { PaperFields } from '../src/features/paper-import/utils/paper-fields.ts';

/** One fixture paper's reading against its true fields. */
export type FixtureScore = {
  name: string;
  isTitleExact: boolean;
  abstractF1: number;
  /** Every true keyword was found; null for a paper that lists none. */
  hasKeywords: boolean | null;
};

/** The fixtures' scores and the three overall figures. */
export type PaperImportScore = {
  fixtures: FixtureScore[];
  titleExact: number;
  abstractF1: number;
  keywordsFound: number;
};

const fixtures = new URL('../src/features/paper-import/fixtures/', import.meta.url);
const tokens = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const normalize = (text: string) => text.replace(/\s+/gu, ' ').trim();

/** Token F1 of a found text against the true one, each token counted as often as it occurs. */
function tokenF1(found: string, truth: string): number {
  const left = new Map<string, number>();
  for (const token of tokens(truth)) left.set(token, (left.get(token) ?? 0) + 1);
  const foundTokens = tokens(found);
  let shared = 0;
  for (const token of foundTokens) {
    const count = left.get(token) ?? 0;
    if (count > 0) {
      shared += 1;
      left.set(token, count - 1);
    }
  }
  if (shared === 0) return 0;
  const precision = shared / foundTokens.length;
  const recall = shared / tokens(truth).length;
  return (2 * precision * recall) / (precision + recall);
}

function scoreFixture(name: string, found: PaperFields, truth: PaperFields): FixtureScore {
  const foundKeywords = new Set((found.keywords ?? []).map((keyword) => keyword.toLowerCase()));
  return {
    name,
    isTitleExact: normalize(found.title ?? '') === normalize(truth.title ?? ''),
    abstractF1: tokenF1(found.abstract ?? '', truth.abstract ?? ''),
    hasKeywords: truth.keywords
      ? truth.keywords.every((keyword) => foundKeywords.has(keyword.toLowerCase()))
      : null,
  };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Reads every fixture paper's PDF with the app's reader and scores it against `expected.json`. */
export async function scorePaperImport(): Promise<PaperImportScore> {
  const expected = JSON.parse(readFileSync(new URL('expected.json', fixtures), 'utf8')) as Record<
    string,
    PaperFields
  >;
  const scores: FixtureScore[] = [];
  for (const [name, truth] of Object.entries(expected)) {
    const data = new Uint8Array(readFileSync(new URL(`${name}.pdf`, fixtures)));
    const reading = await readPdfDocument(getDocument, data);
    scores.push(scoreFixture(name, reading.kind === 'read' ? reading.fields : {}, truth));
  }
  const withKeywords = scores.flatMap((score) =>
    score.hasKeywords === null ? [] : [score.hasKeywords ? 1 : 0],
  );
  return {
    fixtures: scores,
    titleExact: mean(scores.map((score) => (score.isTitleExact ? 1 : 0))),
    abstractF1: mean(scores.map((score) => score.abstractF1)),
    keywordsFound: mean(withKeywords),
  };
}
