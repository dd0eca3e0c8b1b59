import type { Venue } from '@venuescout/catalog';

/** What the index knows about one venue that has papers in the training corpus. */
export interface VenueProfile {
  /** Catalog id. */
  venueId: string;
  /** Papers the venue's profile was learned from. */
  papers: number;
  /** The venue's most characteristic terms, as written in its papers, strongest first. */
  topTerms: string[];
  /** The median abstract length of its papers, in words. */
  medianAbstractWords: number;
}

/** What ranking needs to know of a catalog venue, so that an index can rank the catalog on its own. */
export type CatalogVenue = Pick<Venue, 'id' | 'acronym' | 'name' | 'type' | 'areas' | 'ranks'>;

/**
 * The shipped index: a multinomial logistic regression over TF-IDF unigrams and bigrams, one class per
 * corpus venue, with weights pruned and quantised. It holds derived statistics only, never text.
 */
export interface VenueIndex {
  version: 1;
  /** Stemmed terms (unigrams and "a b" bigrams), by feature id. */
  terms: string[];
  /** Inverse document frequency of each term. */
  idf: Float32Array;
  /** Entries of term `t` are `entryClass/entryWeight[offsets[t] .. offsets[t + 1])`. */
  offsets: Uint32Array;
  entryClass: Uint16Array;
  entryWeight: Int16Array;
  /** Multiply a stored weight by this to get the model's weight. */
  weightScale: number;
  /** One bias per class. */
  bias: Float32Array;
  /** The classes, in class order. */
  profiles: VenueProfile[];
  /** The catalog the index was built with, ranked when no fresher catalog is given. */
  catalog: CatalogVenue[];
  /** Held-out figures measured when the index was built, if an evaluation was run. */
  evaluation: { acc1: number; acc5: number; acc10: number; mrr: number; papers: number } | null;
}
