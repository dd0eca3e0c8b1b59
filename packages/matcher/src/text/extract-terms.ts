import type { PaperInput } from '../types.ts';
import { tokenize } from './tokenize.ts';

/** How much one occurrence counts, by field: titles and keywords are short and deliberate. */
export interface FieldWeights {
  title: number;
  abstract: number;
  keywords: number;
  theme: number;
}

export const defaultFieldWeights: FieldWeights = { title: 2, abstract: 1, keywords: 2, theme: 1 };

/**
 * Counts a paper's stemmed unigrams and bigrams ("neural machin" style keys joined by a space),
 * weighted by the field they occur in.
 */
export function extractTerms(
  paper: PaperInput,
  weights: FieldWeights = defaultFieldWeights,
): Map<string, number> {
  const counts = new Map<string, number>();
  addText(counts, paper.title, weights.title);
  addText(counts, paper.abstract, weights.abstract);
  addText(counts, paper.theme, weights.theme);
  for (const keyword of paper.keywords ?? []) addText(counts, keyword, weights.keywords);
  return counts;
}

function addText(counts: Map<string, number>, text: unknown, weight: number): void {
  if (typeof text !== 'string' || text.length === 0 || weight === 0) return;
  const tokens = tokenize(text);
  let previous: string | null = null;
  for (const token of tokens) {
    if (token !== null) {
      counts.set(token, (counts.get(token) ?? 0) + weight);
      if (previous !== null && previous !== token) {
        const bigram = `${previous} ${token}`;
        counts.set(bigram, (counts.get(bigram) ?? 0) + weight);
      }
    }
    previous = token;
  }
}
