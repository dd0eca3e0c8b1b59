import type { IndexEvaluation } from '../eval/index-evaluation.ts';
import type { Calibration } from '../match/calibration.ts';
import type { Venue } from '@venuescout/catalog';

export type { HeldOutFigures, IndexEvaluation } from '../eval/index-evaluation.ts';

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

/**
 * Published papers of the learned venues, for showing a researcher the ones most like their paper:
 * the papers of class `c` are `venueOffsets[c] .. venueOffsets[c + 1]`, and the terms of paper `p`
 * are `termIds/termValues[termOffsets[p] .. termOffsets[p + 1])` (TF-IDF weights × 255). Titles,
 * years and references only: a title with its venue and year is a citation; no abstract is kept.
 */
export interface PublishedPapers {
  venueOffsets: Uint32Array;
  titles: string[];
  years: Uint16Array;
  /** `doi:…`, `dblp:…`, `acl:…`, `openreview:…`, or '' (see sample-papers.ts). */
  refs: string[];
  termOffsets: Uint32Array;
  termIds: Uint32Array;
  termValues: Uint8Array;
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
  version: 3;
  /** Stemmed terms (unigrams and "a b" bigrams), by feature id. */
  terms: string[];
  /** Inverse document frequency of each term. */
  idf: Float32Array;
  venueModel: SparseModel;
  /**
   * The venue model's classes learned from titles alone: a paper's title is scored here too, so that
   * venues the corpus knows by titles only are not outscored by venues learned with abstracts.
   */
  titleModel: SparseModel;
  /** The venue classes' share of the training weight, as natural logarithms, in class order. */
  classLogPrior: Float32Array;
  /** The classes of the venue model, in class order. */
  profiles: VenueProfile[];
  fieldModel: SparseModel;
  /** The classes of the field model: research-area slugs, in class order. */
  fields: string[];
  /** Training papers per field (a paper of a venue with k areas counts 1/k to each). */
  fieldPapers: number[];
  papers: PublishedPapers;
  /** What the build learned on papers its models did not train on; null when built without it. */
  calibration: Calibration | null;
  /** The catalog the index was built with, ranked when no fresher catalog is given. */
  catalog: CatalogVenue[];
  /** Held-out figures measured when the index was built, if an evaluation was run. */
  evaluation: IndexEvaluation | null;
}
