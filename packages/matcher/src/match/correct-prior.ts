/**
 * How strongly the venue model's class prior is divided out (docs/decisions/008). The model learned
 * large venues' share of the papers; dividing it out lets a small venue with the same evidence surface.
 */
export const PRIOR_CORRECTION = 1;

/** A venue's ranking logit: the full and title logits blended by `titleShare`, minus its log prior. */
export function correctPrior(
  fullLogit: number,
  titleLogit: number,
  titleShare: number,
  logPrior: number,
): number {
  return (1 - titleShare) * fullLogit + titleShare * titleLogit - PRIOR_CORRECTION * logPrior;
}
