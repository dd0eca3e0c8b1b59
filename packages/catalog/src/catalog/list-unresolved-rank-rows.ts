import type { RankRow } from '../importers/source-record.ts';
import type { Venue } from '../model/venue.ts';
import { createVenueResolver } from './create-venue-resolver.ts';

/**
 * Lists the ranking-list rows that reached no venue: a row with a dblp key needs a venue of its type with
 * that key, or an acronym some venue carries (CCF files PVLDB's journal stream under VLDB); a row without
 * a key needs a venue of its type that its acronym or name resolves to. A ranked venue the importer
 * folded into another (ParCo, titled like the journal Parallel Computing and without acronym) shows up.
 */
export function listUnresolvedRankRows(venues: Venue[], rows: RankRow[]): RankRow[] {
  const dblpKeys = new Set(
    venues.flatMap((venue) => (venue.dblp ? [`${venue.type}|${venue.dblp.toLowerCase()}`] : [])),
  );
  const resolvers = {
    conference: createVenueResolver(venues.filter((venue) => venue.type === 'conference')),
    journal: createVenueResolver(venues.filter((venue) => venue.type === 'journal')),
  };
  const anyType = ['conference', 'journal'] as const;
  const resolves = (types: readonly ('conference' | 'journal')[], text: string | undefined) =>
    text !== undefined && types.some((type) => resolvers[type](text) !== null);
  return rows.filter((row) => {
    const types = row.type ? [row.type] : anyType;
    if (row.dblp) {
      const keyed = types.some((type) => dblpKeys.has(`${type}|${row.dblp?.toLowerCase()}`));
      return !keyed && !resolves(anyType, row.acronym);
    }
    return !resolves(types, row.acronym) && !resolves(types, row.name);
  });
}
