import { getNameKey } from '../merge/normalize-name.ts';
import type { Venue } from '../model/venue.ts';

export type VenueResolver = (text: string) => string | null;

type Tier = (venue: Venue) => string[];

/**
 * Lookup tiers, tried in order; the first tier with a hit decides. Case-sensitive acronym first, so
 * "CL" (Computational Linguistics) beats a venue that merely lists "cl" as an alias.
 */
const TIERS: Tier[] = [
  (venue) => [venue.acronym],
  (venue) => [lower(venue.acronym)],
  (venue) => venue.aliases.map(lower),
  (venue) => [venue.acronym, ...venue.aliases].map(compact),
  (venue) => [getNameKey(venue.name)],
];
const QUERIES: ((text: string) => string)[] = [(text) => text, lower, lower, compact, getNameKey];

/**
 * Creates a resolver from free text (an acronym, alias or full name, any case: "NIPS", "neurips",
 * "Oakland", "Conference on Neural Information Processing Systems") to a venue id, or null.
 */
export function createVenueResolver(venues: Venue[]): VenueResolver {
  const ordered = [...venues].sort(comparePreference);
  const indexes = TIERS.map((tier) => {
    const index = new Map<string, string>();
    for (const venue of ordered) {
      for (const key of tier(venue)) if (key && !index.has(key)) index.set(key, venue.id);
    }
    return index;
  });
  return (text) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!trimmed) return null;
    for (const [tier, index] of indexes.entries()) {
      const id = index.get(QUERIES[tier]?.(trimmed) ?? '');
      if (id) return id;
    }
    return null;
  };
}

/** Resolves one free-text acronym, alias or name to a venue id; build a resolver once for many lookups. */
export function resolveVenueId(venues: Venue[], text: string): string | null {
  return createVenueResolver(venues)(text);
}

/** Curated venues first (their acronyms are checked by hand), then the best-documented, then by id. */
function comparePreference(a: Venue, b: Venue): number {
  const curated = Number(b.sources.includes('curated')) - Number(a.sources.includes('curated'));
  return curated || b.sources.length - a.sources.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function lower(text: string): string {
  return text.toLowerCase();
}

function compact(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
