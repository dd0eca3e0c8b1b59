import type { CatalogVenue as Venue } from '../index/venue-index.ts';
import type { VenueIndex } from '../index/venue-index.ts';
import type { VenueMatch } from '../match/match-types.ts';
import type { PaperInput } from '../types.ts';
import { venueFacts, type VenueFact } from './venue-facts.ts';

/** Advice for adapting a paper to one venue, in the specification's five parts. */
export interface Advice {
  contentAlignmentTips: string[];
  formattingGuidelines: string[];
  scopeAdjustments: string[];
  requiredSections: string[];
  wordLimitInfo: string | null;
}

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const words = (text: string | undefined) => (text ?? '').split(/\s+/u).filter(Boolean).length;

/**
 * Writes rule-based advice from the paper, the venue's profile in the index (its characteristic
 * terms and typical abstract length) and the curated, sourced facts. It states no venue fact that
 * is not in `venue-facts.ts`.
 */
export function writeAdvice(options: {
  paper: PaperInput;
  venue: Venue;
  match: VenueMatch;
  index: VenueIndex;
  areaLabel: (slug: string) => string;
}): Advice {
  const { paper, venue, match, index, areaLabel } = options;
  const name = venue.acronym || venue.name;
  const profile = index.profiles.find((candidate) => candidate.venueId === venue.id);
  const text = [paper.title, paper.abstract, paper.theme, ...(paper.keywords ?? [])].join(' ').toLowerCase();
  const tips: string[] = [];
  const scope: string[] = [];

  if (match.explanation.terms.length > 0) {
    tips.push(
      `Put ${list(match.explanation.terms.slice(0, 3))} up front in the title and abstract: that is what ties your paper to ${name}.`,
    );
  }
  if (profile) {
    const shared = profile.topTerms.filter(
      (term) => text.includes(term) && !match.explanation.terms.includes(term),
    );
    const missing = profile.topTerms.filter((term) => !text.includes(term)).slice(0, 3);
    if (shared.length > 0)
      tips.push(
        `Your paper touches ${list(shared.slice(0, 3))}, central topics at ${name}; make that connection explicit.`,
      );
    if (missing.length > 0)
      tips.push(
        `${name} papers often discuss ${list(missing)}; where your work relates, say so, and cite recent ${name} work on it.`,
      );
    const length = words(paper.abstract);
    if (profile.medianAbstractWords > 0 && length > 0) {
      if (length < 0.6 * profile.medianAbstractWords) {
        scope.push(
          `Your abstract has ${length} words; ${name} abstracts typically run about ${profile.medianAbstractWords}. State the problem, the method and the main result.`,
        );
      } else if (length > 1.4 * profile.medianAbstractWords) {
        scope.push(
          `Your abstract has ${length} words, longer than the typical ${name} abstract (about ${profile.medianAbstractWords}); tighten it to the contribution and the main result.`,
        );
      }
    }
  } else if (venue.areas.length > 0) {
    tips.push(
      `${name} is a ${venue.type} in ${list(venue.areas.map(areaLabel))}; frame the contribution for that audience.`,
    );
  }
  if (match.evidence.level === 'field') {
    scope.push(
      `VenueScout has not learned from ${name}'s papers: it is suggested for its field and rank. Read its call for papers to check the fit before adapting the paper.`,
    );
  }
  if (match.explanation.areas.length === 0 && venue.areas.length > 0) {
    scope.push(
      `${name} centres on ${list(venue.areas.map(areaLabel))}; show why your results matter to that community, or prefer a closer venue.`,
    );
  }

  const facts: readonly VenueFact[] = venueFacts[venue.id] ?? [];
  const formatting = facts.filter((fact) => fact.kind === 'formatting').map((fact) => fact.text);
  const required = facts.filter((fact) => fact.kind === 'required-section').map((fact) => fact.text);
  // The specification: word limit info is the first requirement that mentions words or pages.
  const wordLimitInfo = [...formatting, ...required].find((fact) => /\b(word|page)s?\b/i.test(fact)) ?? null;
  return {
    contentAlignmentTips: tips,
    formattingGuidelines: formatting,
    scopeAdjustments: scope,
    requiredSections: required,
    wordLimitInfo,
  };
}
