import { z } from 'zod';

/** What a ranked venue's place rests on (see docs/decisions/008). */
export const EvidenceSchema = z.object({
  /** `papers`: the model learned the venue from its published papers; `field`: only its field, rank and name. */
  level: z.enum(['papers', 'field']),
  /** How many of the venue's papers the model learned from (0 for `field`). */
  papers: z.number().int().min(0),
});
export type Evidence = z.infer<typeof EvidenceSchema>;

/** How much published evidence stands behind an analysis's ranking. */
export const CoverageSchema = z.object({
  /**
   * `strong`: the paper's field has venues learned from papers, and one of them is a likely home;
   * `thin`: few such venues or papers, or none of them is likely; `none`: no venue of the field has papers.
   */
  level: z.enum(['strong', 'thin', 'none']),
  /**
   * Why it is thin: `few-papers` (the field has few venues or papers learned) or `unfamiliar` (no venue
   * learned from papers is a likely home for this paper); null otherwise, and for older analyses.
   */
  reason: z.enum(['few-papers', 'unfamiliar']).nullable().default(null),
  /** The paper's most likely field, as its label ("Networking"), or null. */
  field: z.string().nullable(),
  /** Venues of that field the model learned from papers. */
  venuesWithPapers: z.number().int().min(0),
  /** Training papers of that field. */
  papers: z.number().int().min(0),
});
export type Coverage = z.infer<typeof CoverageSchema>;

/** How well a venue fits, in words. */
export type FitLabel = 'strong' | 'good' | 'weak';

/**
 * Relevance is round(100 × √p), p being the model's probability that a paper like this one appears at
 * the venue (docs/decisions/003): 50 means p = 0.25, one chance in four; 25 means p ≈ 0.06.
 */
export const STRONG_FIT_RELEVANCE = 50;
export const GOOD_FIT_RELEVANCE = 25;

/**
 * The fit label of a relevance. A venue placed by its field alone is never better than weak: no paper
 * of it was learned from, so its relevance is a share of the field's probability, not a fit to papers.
 * `null` evidence (an analysis stored before evidence was recorded) is judged by relevance alone.
 */
export function fitLabel(relevance: number, evidence: Evidence['level'] | null): FitLabel {
  if (evidence === 'field') return 'weak';
  if (relevance >= STRONG_FIT_RELEVANCE) return 'strong';
  if (relevance >= GOOD_FIT_RELEVANCE) return 'good';
  return 'weak';
}

const fitWords: Record<FitLabel, string> = { strong: 'Strong fit', good: 'Good fit', weak: 'Weak fit' };

/** The texts the results page, the CSV and the PDF use for fit, evidence and coverage. */
export const matchTexts = {
  fit: (label: FitLabel) => fitWords[label],
  relevanceExplained:
    'Relevance is the square root of the model’s probability that a paper like yours appears at the venue: 40% means about one chance in six, 50% one in four, 80% or more that the venue regularly publishes work like yours. Strong fit: 50% or more. Good fit: 25% to 49%. Weak fit: below 25%, or a venue placed by its field only.',
  evidence: (evidence: Evidence) =>
    evidence.level === 'papers'
      ? `Learned from ${evidence.papers.toLocaleString('en-US')} published ${evidence.papers === 1 ? 'paper' : 'papers'}`
      : 'Placed by field only: no papers of this venue were learned from',
  coverageHeading: (coverage: Coverage) =>
    coverage.level === 'none' ? 'No paper evidence for this field' : 'Thin evidence for this paper',
  coverage: (coverage: Coverage): string | null => {
    const field = coverage.field ?? 'this field';
    if (coverage.level === 'none')
      return `No venue in ${field} was learned from published papers, so these venues are ranked by field, rank and name, not by papers like yours. Check each call for papers before you decide.`;
    const advice =
      'Venues marked “field only” are ranked by field, rank and name; check each call for papers before you decide.';
    if (coverage.level === 'thin' && coverage.reason === 'unfamiliar')
      return `The model has not learned from papers much like yours: no venue it knows from published papers is a likely home for this one, so even the best matches below are uncertain. ${advice}`;
    if (coverage.level === 'thin')
      return `Few published papers back this field: only ${coverage.venuesWithPapers.toLocaleString('en-US')} venues in ${field} were learned from ${coverage.papers.toLocaleString('en-US')} papers, so most of its venues are placed by field. ${advice}`;
    return null;
  },
};
