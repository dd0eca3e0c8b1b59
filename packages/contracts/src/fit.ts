import { z } from 'zod';
import { MAX_QUOTED_TERMS, PaperTermSchema } from './paper.ts';
import { citationParts, type SimilarPaper } from './similar-papers.ts';

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
   * Why the ranking may be weak: `few-papers` (the field has few venues or papers learned), `unfamiliar`
   * (no venue learned from papers is a likely home for this paper) or `uncertain` (signals checked on
   * held-out papers — the model's confidence, agreement of the field and venue models, how unusual the
   * paper's terms are — say the right venue is likely missing from the top 10); null otherwise, and for
   * older analyses.
   */
  reason: z.enum(['few-papers', 'unfamiliar', 'uncertain']).nullable().default(null),
  /** The paper's most likely field, as its label ("Networking"), or null. */
  field: z.string().nullable(),
  /** Venues of that field the model learned from papers. */
  venuesWithPapers: z.number().int().min(0),
  /** Training papers of that field. */
  papers: z.number().int().min(0),
  /**
   * The paper's own terms that the learned papers rarely use, as the paper writes them: they name what
   * the evidence lacks, such as a sub-field the catalog's fields do not name. Empty for older analyses.
   */
  unfamiliarTerms: z.array(PaperTermSchema).max(MAX_QUOTED_TERMS).default([]),
});
export type Coverage = z.infer<typeof CoverageSchema>;

/** How well a venue fits, in words. */
export type FitLabel = 'strong' | 'good' | 'weak';

/**
 * Relevance is a percentile: how the paper's score at a venue compares with the scores of that venue's
 * own published papers that the model did not train on (70 means higher than 70 % of them); for a
 * venue placed by field only, with the papers of its field. The label thresholds are provisional
 * until they are chosen on held-out data, so every text reads them from here.
 */
export const STRONG_FIT_RELEVANCE = 50;
export const GOOD_FIT_RELEVANCE = 20;

/**
 * The fit label of a relevance. A venue placed by its field alone is never better than weak: no paper
 * of it was learned from, so its relevance compares the paper with its field's papers, not its own.
 * `null` evidence (an analysis stored before evidence was recorded) is judged by relevance alone.
 */
export function fitLabel(relevance: number, evidence: Evidence['level'] | null): FitLabel {
  if (evidence === 'field') return 'weak';
  if (relevance >= STRONG_FIT_RELEVANCE) return 'strong';
  if (relevance >= GOOD_FIT_RELEVANCE) return 'good';
  return 'weak';
}

/** What a relevance figure means, for the given label thresholds (`matchTexts` passes the current ones). */
export function explainRelevance(thresholds: { strong: number; good: number }): string {
  const { strong, good } = thresholds;
  return [
    `Relevance compares your paper with the venue’s own published papers, ones the model was not trained on: ${strong}% means your paper scores higher at this venue than ${strong}% of them.`,
    'Every venue is measured against its own papers, so the same figure means the same at a large venue and a small one, and you can compare venues by it.',
    `Strong fit: ${strong}% or more. Good fit: ${good}% to ${strong - 1}%. Weak fit: below ${good}%.`,
    'A venue placed by field only has no papers of its own in the model: it is compared with the papers of its field instead, and is never labelled better than a weak fit.',
  ].join(' ');
}

const fitWords: Record<FitLabel, string> = { strong: 'Strong fit', good: 'Good fit', weak: 'Weak fit' };

/** “a”, “b” and “c”. */
function quoteList(items: readonly string[]): string {
  const quoted = items.map((item) => `“${item}”`);
  return quoted.length <= 1
    ? (quoted[0] ?? '')
    : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}

/** Names the paper's terms that the learned papers rarely use, or nothing when there are none. */
function unfamiliarTermsNote({ unfamiliarTerms: terms }: Coverage): string {
  if (terms.length === 0) return '';
  const [noun, pronoun] = terms.length === 1 ? ['term', 'it names'] : ['terms', 'they name'];
  return ` The papers the model learned from rarely use your ${noun} ${quoteList(terms)}: if ${pronoun} a sub-field, look for that sub-field’s own venues too.`;
}

/** The texts the results page, the CSV and the PDF use for fit, evidence, coverage and similar papers. */
export const matchTexts = {
  fit: (label: FitLabel) => fitWords[label],
  relevanceExplained: explainRelevance({ strong: STRONG_FIT_RELEVANCE, good: GOOD_FIT_RELEVANCE }),
  evidence: (evidence: Evidence) =>
    evidence.level === 'papers'
      ? `Learned from ${evidence.papers.toLocaleString('en-US')} published ${evidence.papers === 1 ? 'paper' : 'papers'}`
      : 'Placed by field only: no papers of this venue were learned from',
  coverageHeading: (coverage: Coverage) => {
    if (coverage.level === 'none') return 'No paper evidence for this field';
    return coverage.reason === 'uncertain'
      ? 'The right venue may be missing'
      : 'Thin evidence for this paper';
  },
  coverage: (coverage: Coverage): string | null => {
    const field = coverage.field ?? 'this field';
    const unfamiliar = unfamiliarTermsNote(coverage);
    if (coverage.level === 'none')
      return `No venue in ${field} was learned from published papers, so these venues are ranked by field, rank and name, not by papers like yours.${unfamiliar} Check each call for papers before you decide.`;
    const advice =
      'Venues marked “field only” are ranked by field, rank and name; check each call for papers before you decide.';
    // Checked before the level: the signals behind it can fire whatever the field's evidence.
    if (coverage.reason === 'uncertain')
      return `The model is unsure about this paper (low confidence, its field and venue models disagreeing, or unusual terms), so the right venue may be missing from the top 10 below.${unfamiliar} ${advice}`;
    if (coverage.level === 'thin' && coverage.reason === 'unfamiliar')
      return `The model has not learned from papers much like yours: no venue it knows from published papers is a likely home for this one, so even the best matches below are uncertain.${unfamiliar} ${advice}`;
    if (coverage.level === 'thin')
      return `Few published papers back this field: only ${coverage.venuesWithPapers.toLocaleString('en-US')} venues in ${field} were learned from ${coverage.papers.toLocaleString('en-US')} papers, so most of its venues are placed by field.${unfamiliar} ${advice}`;
    return null;
  },
  /** A similar paper as a bibliographic citation: “Title.” ACRONYM YEAR. */
  citation: (paper: Pick<SimilarPaper, 'title' | 'venue' | 'year'>) => {
    const { title, afterTitle, source } = citationParts(paper);
    return `“${title}${afterTitle}” ${source}`;
  },
  /** Which of the researcher's terms a similar paper shares, or null when it shares none by name. */
  sharedTerms: (paper: Pick<SimilarPaper, 'sharedTerms'>): string | null =>
    paper.sharedTerms.length === 0
      ? null
      : `Shares your ${paper.sharedTerms.length === 1 ? 'term' : 'terms'} ${quoteList(paper.sharedTerms)}.`,
};
