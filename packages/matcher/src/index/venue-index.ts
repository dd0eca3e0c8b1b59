import type { Venue } from '@venuescout/catalog';

/** What the index knows about one venue that has papers in the training corpus. */
export interface VenueProfile {
  /** Catalog id. */
  venueId: string;
  /** Papers the venue's profile was learned from. */
  papers: number;
  /** The venue's most characteristic terms, as written in its papers, strongest first. */
  topTerms: string[];
  /** The median abstract length of its papers, in words (0 when its papers have titles only). */
  medianAbstractWords: number;
}

/** What ranking needs to know of a catalog venue, so that an index can rank the catalog on its own. */
export type CatalogVenue = Pick<Venue, 'id' | 'acronym' | 'name' | 'type' | 'areas' | 'ranks'>;

/**
 * A linear model over the index's terms, pruned and quantised: the entries of term `t` are
 * `entryClass/entryWeight[offsets[t] .. offsets[t + 1])`, and a stored weight times `weightScale` is
 * the model's weight.
 */
export interface SparseModel {
  offsets: Uint32Array;
  entryClass: Uint16Array;
  entryWeight: Int16Array;
  weightScale: number;
  /** One bias per class. */
  bias: Float32Array;
}

/** Held-out figures of one scored set (see eval/summarize-ranks.ts). */
export interface HeldOutFigures {
  papers: number;
  venues: number;
  acc1: number;
  acc5: number;
  acc10: number;
  mrr: number;
  macroAcc10: number;
  /** Share of papers whose venue's field is the paper's first research area. */
  fieldFirst: number;
}

/** What the build measured on its own held-out split before learning from every paper. */
export interface IndexEvaluation {
  /**
   * At most 30 papers per venue, of the venues the held-out index learned from papers: every venue
   * weighs the same. The figure the product quotes.
   */
  balanced: HeldOutFigures;
  /** The same, with the held-out papers of venues too small to learn (ranked by field only). */
  balancedAllVenues: HeldOutFigures;
  /** A third of all held-out papers: venues weigh as much as they publish. */
  sized: HeldOutFigures;
  /** The balanced set's papers of venues outside the first corpus (systems, networking, theory…). */
  newFields: HeldOutFigures;
  /** The balanced set again, from titles alone. */
  titleOnly: HeldOutFigures;
}

/**
 * The shipped index. Two models over the same TF-IDF unigrams and bigrams:
 * - the venue model, one class per venue with enough papers (`profiles`), a multinomial logistic
 *   regression whose class prior is divided out at ranking time so that small venues can surface;
 * - the field model, one class per research area (`fields`), learned from every paper labelled with
 *   its venue's areas, so that a paper's field is decided by evidence from all fields.
 * It holds derived statistics only, never text of the papers.
 */
export interface VenueIndex {
  version: 2;
  /** Stemmed terms (unigrams and "a b" bigrams), by feature id. */
  terms: string[];
  /** Inverse document frequency of each term. */
  idf: Float32Array;
  venueModel: SparseModel;
  /** The venue classes' share of the training weight, as natural logarithms, in class order. */
  classLogPrior: Float32Array;
  /** The classes of the venue model, in class order. */
  profiles: VenueProfile[];
  fieldModel: SparseModel;
  /** The classes of the field model: research-area slugs, in class order. */
  fields: string[];
  /** Training papers per field (a paper of a venue with k areas counts 1/k to each). */
  fieldPapers: number[];
  /** The catalog the index was built with, ranked when no fresher catalog is given. */
  catalog: CatalogVenue[];
  /** Held-out figures measured when the index was built, if an evaluation was run. */
  evaluation: IndexEvaluation | null;
}
