/* The figures an index build measures on its held-out split, stored in the index (`VenueIndex.evaluation`). */

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
  /** Share of the papers whose venue missed the top 10 that saw the coverage notice. */
  noticeOnMisses: number;
  /** Share of the papers whose venue was in the top 3 that saw it. */
  noticeOnTop3: number;
  /** Share of the venues found in the top 10 whose fit reads good or strong. */
  goodFitInTop10: number;
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
  /** Held-out papers of the title-only lists (dblp), at most 30 per venue. */
  titleLists: HeldOutFigures;
  /** Median relevance at the true venue for the smallest and the largest quarter of venues. */
  fitSpread: FitSpread;
  /** The flagship table's shares, from full papers and from titles alone. */
  flagships: { full: FlagshipSummary; titleOnly: FlagshipSummary };
}

/** The median relevance held-out papers got at their own venue, for the smallest and largest venues. */
export interface FitSpread {
  /** Median over the papers of the quarter of venues with the fewest training papers. */
  smallestQuarter: number;
  /** …and of the quarter with the most. */
  largestQuarter: number;
}

/** How many cases, and the shares with an accepted venue in the top 3 and the top 10. */
export interface FlagshipSummary {
  cases: number;
  top3Share: number;
  top10Share: number;
}
