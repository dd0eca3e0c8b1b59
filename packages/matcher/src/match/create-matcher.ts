import type { CatalogVenue, VenueIndex } from '../index/venue-index.ts';
import { displayTerm, surfaceForms } from '../text/surface-forms.ts';
import type { PaperInput } from '../types.ts';
import { catalogPrior, nameStems } from './catalog-prior.ts';
import type { MatchOptions, MatchResult, VenueMatch } from './match-types.ts';
import { scorePaper, topContributions } from './score-paper.ts';

const explanationTerms = 5;

/** Relevance from a score: the square root of the model's probability, so 80 means p ≥ 0.64. */
export const toRelevance = (score: number) => Math.min(99, Math.max(0, Math.round(100 * Math.sqrt(score))));

/**
 * Creates the matcher over the index and the whole catalog: the one the index was built with, or a
 * fresher one. Venues the index learned from papers are scored by the model; every other catalog
 * venue by its areas, rank and name (see catalog-prior.ts).
 */
export function createMatcher(index: VenueIndex, venues: readonly CatalogVenue[] = index.catalog) {
  const termIds = new Map(index.terms.map((term, id) => [term, id]));
  const classOf = new Map(index.profiles.map((profile, c) => [profile.venueId, c]));
  const venueById = new Map(venues.map((venue) => [venue.id, venue]));
  const stemsOf = new Map(venues.map((venue) => [venue.id, nameStems(venue)]));

  function match(paper: PaperInput, options: MatchOptions = {}): MatchResult {
    const scores = scorePaper(index, termIds, paper);
    const areaMass = new Map<string, number>();
    index.profiles.forEach((profile, c) => {
      const areas = venueById.get(profile.venueId)?.areas ?? [];
      for (const area of areas)
        areaMass.set(area, (areaMass.get(area) ?? 0) + scores.probabilities[c]! / areas.length);
    });
    const researchAreas = [...areaMass]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .filter(([, mass], position) => position === 0 || mass >= 0.1)
      .slice(0, 3)
      .map(([area]) => area);

    const ranked = venues.map((venue) => {
      const c = classOf.get(venue.id);
      const score =
        c === undefined
          ? catalogPrior(venue, stemsOf.get(venue.id) ?? [], areaMass, scores.stems)
          : scores.probabilities[c]!;
      return { venue, c, score };
    });
    ranked.sort((a, b) => b.score - a.score || (a.venue.id < b.venue.id ? -1 : 1));

    const forms = surfaceForms([paper.title, paper.abstract, paper.theme, ...(paper.keywords ?? [])]);
    const chosen = ranked.slice(0, options.top ?? ranked.length);
    const matches: VenueMatch[] = chosen.map(({ venue, c, score }) => {
      const terms =
        options.explain === false
          ? []
          : c === undefined
            ? (stemsOf.get(venue.id) ?? []).filter((stem) => scores.stems.has(stem))
            : topContributions(index, scores, c, explanationTerms);
      return {
        venueId: venue.id,
        relevance: toRelevance(score),
        score,
        explanation: {
          terms: terms.map((term) => displayTerm(term, forms)),
          areas: venue.areas.filter((area) => researchAreas.includes(area)),
        },
      };
    });
    return { researchAreas, venues: matches };
  }

  return { match };
}

/** A matcher as `createMatcher` returns it. */
export type Matcher = ReturnType<typeof createMatcher>;
