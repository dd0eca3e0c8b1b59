import type { SimilarPaper } from './find-similar-papers.ts';

/** How a venue's place in the ranking is backed. */
export type EvidenceLevel =
  /** The venue model learned the venue from its published papers. */
  | 'papers'
  /** No papers of the venue were learned from: it is placed by its field, rank and name only. */
  | 'field';

/** One venue in a ranking. */
export interface VenueMatch {
  venueId: string;
  /** Fit from 0 to 99, comparable across papers (see docs/decisions/003). */
  relevance: number;
  /** The raw score the ranking sorts by. */
  score: number;
  /** What the venue's place rests on: its own papers, or only its field. */
  evidence: {
    level: EvidenceLevel;
    /** How many of the venue's papers the model learned from (0 for `field`). */
    papers: number;
  };
  explanation: {
    /** The paper's terms and phrases that weigh most toward this venue, as the paper writes them. */
    terms: string[];
    /** Research areas (taxonomy slugs) the paper and the venue share. */
    areas: string[];
    /**
     * Up to three of the venue's published papers most like this one, most similar first (none for
     * a venue placed by field only), with the terms each shares with the paper as the paper writes them.
     */
    similarPapers: SimilarPaper[];
  };
}

/**
 * How much published evidence stands behind a ranking. `strong`: the paper's field has venues the
 * model learned from papers, and they lead the ranking. `thin`: the field has few such venues or
 * papers, so most of its venues are placed by field only. `none`: no venue of the field has papers.
 */
export type CoverageLevel = 'strong' | 'thin' | 'none';

export interface Coverage {
  level: CoverageLevel;
  /**
   * Why the evidence is thin: the field has few venues or papers learned (`few-papers`), no venue
   * learned from papers is a likely home for this paper (`unfamiliar`), or the ranking's signals point
   * to a likely miss, as they did on held-out papers (`uncertain`); null when strong or none.
   */
  reason: 'few-papers' | 'unfamiliar' | 'uncertain' | null;
  /**
   * The paper's own words that no learned paper uses often enough to be a term (at most three): what
   * the catalog's fields may not name.
   */
  unfamiliarTerms: string[];
  /** The paper's most likely field (taxonomy slug), or null when nothing points anywhere. */
  field: string | null;
  /** Venues of that field the model learned from papers. */
  venuesWithPapers: number;
  /** Training papers of those venues. */
  papers: number;
}

/** The answer for one paper. */
export interface MatchResult {
  /** The paper's research areas (taxonomy slugs), strongest first. */
  researchAreas: string[];
  /** How much evidence the ranking rests on. */
  coverage: Coverage;
  /** Venues, best first. */
  venues: VenueMatch[];
}

/** Options of one match. */
export interface MatchOptions {
  /** How many venues to return (default: all). */
  top?: number;
  /** Whether to explain each returned venue (default true); evaluation only needs the order. */
  explain?: boolean;
}
