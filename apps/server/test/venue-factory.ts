import type { Venue } from '@venuescout/catalog';

/** A catalog venue with sensible defaults; pass only what a test cares about. */
export function makeVenue(overrides: Partial<Venue> & Pick<Venue, 'id' | 'acronym'>): Venue {
  return {
    name: `${overrides.acronym} Conference`,
    type: 'conference',
    aliases: [],
    areas: ['machine-learning'],
    ranks: {},
    region: null,
    editions: [],
    sources: ['ccf-deadlines'],
    provenance: {},
    ...overrides,
  } as Venue;
}

/** An edition with one paper deadline at `at` (UTC), as AoE. */
export function paperEdition(year: number, at: string) {
  return {
    year,
    deadlines: [{ kind: 'paper' as const, at, timezone: 'AoE', source: 'ccf-deadlines' as const }],
    source: 'ccf-deadlines' as const,
  };
}
