import type { Coverage } from './match-types.ts';

/** A field with fewer venues learned from papers than this is thinly covered. */
export const MIN_FIELD_VENUES = 3;
/** …and so is one with fewer training papers than this. */
export const MIN_FIELD_PAPERS = 300;
/**
 * If no venue the model learned from papers gets at least this probability, the paper is unlike what
 * the model learned (a metagenomics paper among string-algorithm venues): the evidence for this paper
 * is thin. On the held-out split such papers found their venue in the top 10 far less often
 * (docs/decisions/008).
 */
export const MIN_BEST_EVIDENCE = 0.1;

/** Decides how much published evidence stands behind a paper's ranking. */
export function describeCoverage(facts: {
  field: string | null;
  venuesWithPapers: number;
  papers: number;
  /** The largest probability of any venue the model learned from papers. */
  bestEvidence: number;
  /**
   * Whether the notice model learned on held-out papers expects the paper's venue to be missing from
   * the top 10; null for an index built without it, which falls back to the fixed rules alone.
   */
  likelyMiss: boolean | null;
  unfamiliarTerms: string[];
}): Coverage {
  const { field, venuesWithPapers, papers, unfamiliarTerms } = facts;
  if (field === null || venuesWithPapers === 0)
    return { level: 'none', reason: null, field, venuesWithPapers, papers, unfamiliarTerms };
  const thinField = venuesWithPapers < MIN_FIELD_VENUES || papers < MIN_FIELD_PAPERS;
  const unfamiliar = facts.bestEvidence < MIN_BEST_EVIDENCE;
  const reason =
    facts.likelyMiss === false
      ? null
      : thinField
        ? 'few-papers'
        : unfamiliar
          ? 'unfamiliar'
          : facts.likelyMiss
            ? 'uncertain'
            : null;
  return {
    level: reason === null ? 'strong' : 'thin',
    reason,
    field,
    venuesWithPapers,
    papers,
    unfamiliarTerms,
  };
}
