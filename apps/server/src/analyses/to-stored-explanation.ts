import {
  ExplanationSchema,
  MAX_SIMILAR_PAPERS,
  SimilarPaperSchema,
  type Explanation,
  type SimilarPaper,
} from '@venuescout/contracts';
import type { Logger } from '../lib/logger.ts';

/** A venue's explanation as the matcher gives it; `similarPapers` is checked here, not trusted. */
export interface MatcherExplanation {
  terms: string[];
  areas: string[];
  similarPapers?: unknown;
}

/**
 * The explanation to store and show for one venue, checked against the contracts. Each similar paper
 * is checked on its own: one the page could not show safely (a link that is not https, a title as
 * long as an abstract…) is dropped with a warning instead of failing the researcher's analysis.
 */
export function toStoredExplanation(explanation: MatcherExplanation, logger: Logger): Explanation {
  const candidates: unknown[] = Array.isArray(explanation.similarPapers) ? explanation.similarPapers : [];
  const similarPapers: SimilarPaper[] = [];
  for (const candidate of candidates) {
    if (similarPapers.length === MAX_SIMILAR_PAPERS) break;
    const parsed = SimilarPaperSchema.safeParse(candidate);
    if (parsed.success) similarPapers.push(parsed.data);
    else logger.warn({ issues: parsed.error.issues }, 'dropped a similar paper the contracts refuse');
  }
  return ExplanationSchema.parse({ terms: explanation.terms, areas: explanation.areas, similarPapers });
}
