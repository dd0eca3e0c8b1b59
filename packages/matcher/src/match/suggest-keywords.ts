import type { VenueProfile } from '../index/venue-index.ts';
import { tokenize } from '../text/tokenize.ts';
import type { VenueMatch } from './match-types.ts';

/** How many of the best-fitting learned venues lend their terms. */
const fittingVenues = 10;
/** The last of a venue's terms counts this much of its first. */
const lastTermWeight = 0.5;

/** A term's inflection-free key: "File Systems" and "file system" are one keyword. */
const keyOf = (term: string) =>
  tokenize(term)
    .filter((stem) => stem !== null)
    .join(' ');

/**
 * Creates the keyword suggester over the index's venue profiles. A paper's suggestions are the
 * characteristic terms of the learned venues it fits best, each weighted by the venue's score and the
 * term's place in its list, and discounted by how many venues list it at all: a term every field uses
 * ("model", "datasets") says nothing of this paper's. Terms the researcher chose already, in any
 * inflection, are left out, and so are repeats.
 */
export function createKeywordSuggester(profiles: readonly VenueProfile[]) {
  const profileOf = new Map(profiles.map((profile) => [profile.venueId, profile]));
  const listedBy = new Map<string, number>();
  for (const profile of profiles)
    for (const key of new Set(profile.topTerms.map(keyOf))) listedBy.set(key, (listedBy.get(key) ?? 0) + 1);

  return function suggestKeywords(
    ranked: readonly Pick<VenueMatch, 'venueId' | 'score'>[],
    chosen: readonly string[],
    count: number,
  ): string[] {
    const excluded = new Set(chosen.map(keyOf));
    const weights = new Map<string, { term: string; weight: number }>();
    const fitting = ranked.filter((match) => profileOf.has(match.venueId)).slice(0, fittingVenues);
    for (const { venueId, score } of fitting) {
      const { topTerms } = profileOf.get(venueId)!;
      topTerms.forEach((term, position) => {
        const key = keyOf(term);
        if (key === '' || excluded.has(key)) return;
        const place = 1 - ((1 - lastTermWeight) * position) / Math.max(1, topTerms.length - 1);
        const rarity = Math.log((1 + profiles.length) / (listedBy.get(key) ?? 1));
        const entry = weights.get(key) ?? { term, weight: 0 };
        entry.weight += score * place * rarity;
        weights.set(key, entry);
      });
    }
    return [...weights.values()]
      .filter((entry) => entry.weight > 0)
      .sort((a, b) => b.weight - a.weight || (a.term < b.term ? -1 : 1))
      .slice(0, count)
      .map((entry) => entry.term);
  };
}

/** A suggester as `createKeywordSuggester` returns it. */
export type KeywordSuggester = ReturnType<typeof createKeywordSuggester>;
