/** One venue in a ranking. */
export interface VenueMatch {
  venueId: string;
  /** Fit from 0 to 99, comparable across papers (see docs/decisions/003). */
  relevance: number;
  /** The raw score the ranking sorts by. */
  score: number;
  explanation: {
    /** The paper's terms and phrases that weigh most toward this venue, as the paper writes them. */
    terms: string[];
    /** Research areas (taxonomy slugs) the paper and the venue share. */
    areas: string[];
  };
}

/** The answer for one paper. */
export interface MatchResult {
  /** The paper's research areas (taxonomy slugs), strongest first. */
  researchAreas: string[];
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
