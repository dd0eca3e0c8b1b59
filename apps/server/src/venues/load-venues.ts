import { isNull } from 'drizzle-orm';
import type { Edition, SourceId, Venue } from '@venuescout/catalog';
import { schema, type Db } from '@venuescout/db';

/** Reads every active venue with its editions (newest first) back into the catalog's shape. */
export async function loadVenues(db: Db): Promise<Venue[]> {
  const [venueRows, editionRows] = await Promise.all([
    db.select().from(schema.venues).where(isNull(schema.venues.retiredAt)),
    db.select().from(schema.venueEditions),
  ]);
  const editionsByVenue = new Map<string, Edition[]>();
  for (const row of editionRows) {
    const editions = editionsByVenue.get(row.venueId) ?? [];
    editions.push({
      year: row.year,
      ...(row.url ? { url: row.url } : {}),
      ...(row.place ? { place: row.place } : {}),
      ...(row.dates ? { dates: row.dates } : {}),
      deadlines: row.deadlines as Edition['deadlines'],
      source: row.source as Edition['source'],
    });
    editionsByVenue.set(row.venueId, editions);
  }
  return venueRows.map((row): Venue => ({
    id: row.id,
    acronym: row.acronym,
    name: row.name,
    type: row.type,
    aliases: row.aliases,
    areas: row.areas as Venue['areas'],
    ranks: row.ranks as Venue['ranks'],
    // The source of the h5-index is the one provenance names; it is not stored twice.
    ...(row.h5Index === null
      ? {}
      : {
          h5Index: row.h5Index,
          h5IndexSource: { source: (row.provenance as Venue['provenance']).h5Index as SourceId },
        }),
    ...(row.acceptanceRates ? { acceptanceRates: row.acceptanceRates as Venue['acceptanceRates'] } : {}),
    ...(row.url ? { url: row.url } : {}),
    ...(row.dblp ? { dblp: row.dblp } : {}),
    region: row.region as Venue['region'],
    editions: (editionsByVenue.get(row.id) ?? []).sort((a, b) => b.year - a.year),
    sources: row.sources as Venue['sources'],
    provenance: row.provenance as Venue['provenance'],
    ...(row.disagreements ? { disagreements: row.disagreements as Venue['disagreements'] } : {}),
  }));
}
