import type { Venue } from '../model/venue.ts';

/**
 * A catalog venue for tests: a conference, or a journal when the id starts with `journal/`, with no
 * editions, ranks or areas unless `extra` gives them.
 */
export function makeVenue(id: string, acronym = '', name = id, extra: Partial<Venue> = {}): Venue {
  return {
    id,
    acronym,
    name,
    type: id.startsWith('journal/') ? 'journal' : 'conference',
    aliases: [],
    areas: [],
    ranks: {},
    region: null,
    editions: [],
    sources: ['ccf-list-2026'],
    provenance: {},
    ...extra,
  };
}
