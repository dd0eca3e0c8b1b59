import { CoverageSchema, MAX_QUOTED_TERMS, PaperTermSchema, type Coverage } from '@venuescout/contracts';

/** An analysis's coverage as the matcher gives it; `unfamiliarTerms` is checked here, not trusted. */
export type MatcherCoverage = Omit<Coverage, 'unfamiliarTerms' | 'reason'> & {
  reason: string | null;
  unfamiliarTerms?: unknown;
};

/**
 * The coverage to store and show, checked against the contracts. Unfamiliar terms only name what is
 * weak, so one that could not be quoted is left out rather than failing the analysis; anything else
 * the contracts refuse is a matcher the app no longer understands, and throws.
 */
export function toStoredCoverage(coverage: MatcherCoverage): Coverage {
  const terms: unknown[] = Array.isArray(coverage.unfamiliarTerms) ? coverage.unfamiliarTerms : [];
  const unfamiliarTerms = terms
    .flatMap((term) => {
      const parsed = PaperTermSchema.safeParse(term);
      return parsed.success ? [parsed.data] : [];
    })
    .slice(0, MAX_QUOTED_TERMS);
  return CoverageSchema.parse({ ...coverage, unfamiliarTerms });
}
