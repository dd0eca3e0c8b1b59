import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Venue } from '@venuescout/catalog';
import { schema, type Db, type Tx } from '@venuescout/db';
import type { Logger } from '../lib/logger.ts';

const batchSize = 250;
// Any constant works; it only has to be the same in every process that seeds.
const seedLockKey = 4_242_001;

/** What a seed run did. */
export interface SeedResult {
  isChanged: boolean;
  venueCount: number;
  retiredCount: number;
}

const searchTextOf = (venue: Venue) => [venue.acronym, venue.name, ...venue.aliases].join(' ').toLowerCase();

function venueRow(venue: Venue) {
  return {
    id: venue.id,
    acronym: venue.acronym,
    name: venue.name,
    type: venue.type,
    aliases: venue.aliases,
    areas: venue.areas,
    ranks: { ...venue.ranks },
    h5Index: venue.h5Index ?? null,
    acceptanceRates: venue.acceptanceRates ?? null,
    url: venue.url ?? null,
    dblp: venue.dblp ?? null,
    region: venue.region,
    sources: venue.sources,
    provenance: venue.provenance,
    disagreements: venue.disagreements ?? null,
    searchText: searchTextOf(venue),
    retiredAt: null,
    updatedAt: new Date(),
  };
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

function* chunks<T>(items: T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += batchSize) yield items.slice(start, start + batchSize);
}

async function writeVenues(tx: Tx, venues: Venue[]): Promise<number> {
  for (const batch of chunks(venues)) {
    await tx
      .insert(schema.venues)
      .values(batch.map(venueRow))
      .onConflictDoUpdate({
        target: schema.venues.id,
        set: {
          acronym: excluded('acronym'),
          name: excluded('name'),
          type: excluded('type'),
          aliases: excluded('aliases'),
          areas: excluded('areas'),
          ranks: excluded('ranks'),
          h5Index: excluded('h5_index'),
          acceptanceRates: excluded('acceptance_rates'),
          url: excluded('url'),
          dblp: excluded('dblp'),
          region: excluded('region'),
          sources: excluded('sources'),
          provenance: excluded('provenance'),
          disagreements: excluded('disagreements'),
          searchText: excluded('search_text'),
          retiredAt: sql`null`,
          updatedAt: sql`now()`,
        },
      });
  }
  const ids = venues.map((venue) => venue.id);
  // Editions are replaced wholesale: nothing refers to them, and a source may drop a year.
  if (ids.length > 0) await tx.delete(schema.venueEditions).where(inArray(schema.venueEditions.venueId, ids));
  const editions = venues.flatMap((venue) =>
    venue.editions.map((edition) => ({
      venueId: venue.id,
      year: edition.year,
      url: edition.url ?? null,
      place: edition.place ?? null,
      dates: edition.dates ? { ...edition.dates } : null,
      deadlines: edition.deadlines,
      source: edition.source,
    })),
  );
  for (const batch of chunks(editions)) await tx.insert(schema.venueEditions).values(batch);
  const retired = await tx
    .update(schema.venues)
    .set({ retiredAt: new Date() })
    .where(and(notInArray(schema.venues.id, ids), isNull(schema.venues.retiredAt)))
    .returning({ id: schema.venues.id });
  if (retired.length > 0)
    await moveFavoritesToSuccessors(
      tx,
      retired.map((row) => row.id),
    );
  return retired.length;
}

/**
 * A venue retired because a refresh merged it into another (the same dblp key now belongs to one active
 * venue, e.g. IJCNLP into AACL-IJCNLP) keeps its favourites there: each moves to the successor, or goes
 * if the user already saved the successor. Venues with no single successor keep their favourites, which
 * the pages show as retired.
 */
async function moveFavoritesToSuccessors(tx: Tx, retiredIds: string[]) {
  const successors = sql`
    select r.id as retired_id, min(a.id) as successor_id
    from ${schema.venues} r
    join ${schema.venues} a on a.dblp = r.dblp and a.retired_at is null
    where r.id in (select jsonb_array_elements_text(${JSON.stringify(retiredIds)}::jsonb))
    group by r.id
    having count(*) = 1`;
  await tx.execute(sql`
    insert into ${schema.favorites} (user_id, venue_id, created_at)
    select f.user_id, s.successor_id, f.created_at
    from ${schema.favorites} f join (${successors}) s on s.retired_id = f.venue_id
    on conflict do nothing`);
  await tx.execute(sql`
    delete from ${schema.favorites} f using (${successors}) s where f.venue_id = s.retired_id`);
}

/** The checksum of the catalog the database holds now (the latest import), or null before the first. */
export async function readCatalogVersion(db: Db | Tx): Promise<string | null> {
  return (await findLatestImport(db))?.checksum ?? null;
}

async function findLatestImport(db: Db | Tx) {
  const [row] = await db
    .select({ checksum: schema.catalogImports.checksum, origin: schema.catalogImports.origin })
    .from(schema.catalogImports)
    .orderBy(desc(schema.catalogImports.createdAt))
    .limit(1);
  return row ?? null;
}

/** The checksum a catalog is recorded under; the same venues always give the same one. */
export function getCatalogChecksum(venues: Venue[]): string {
  return createHash('sha256').update(JSON.stringify(venues)).digest('hex');
}

/**
 * Writes a catalog as the current one inside the caller's transaction: venues upserted, editions replaced,
 * venues it lacks retired (their favourites handed to a single dblp successor), and an import row that
 * makes it the version every process reloads. The caller holds the seed lock.
 */
export async function writeCatalogVersion(
  tx: Tx,
  options: { venues: Venue[]; origin: 'shipped' | 'refresh' },
): Promise<{ checksum: string; retiredCount: number }> {
  const { venues, origin } = options;
  const checksum = getCatalogChecksum(venues);
  const retiredCount = await writeVenues(tx, venues);
  await tx
    .insert(schema.catalogImports)
    .values({ checksum, venueCount: venues.length, origin, createdAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: schema.catalogImports.checksum,
      set: { venueCount: venues.length, origin, createdAt: sql`clock_timestamp()` },
    });
  return { checksum, retiredCount };
}

/** Takes the lock every catalog write holds for its transaction, so writes from any process take turns. */
export async function lockCatalog(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
}

/**
 * Seeds the venues and their editions from the release's catalog, in one transaction, unless the
 * database already holds it, or a refresh from upstream has replaced it since it was seeded: a restart
 * must not undo a refresh. A release with a catalog never seen before is seeded over a refresh, and the
 * next refresh builds on it. Safe when several processes start at once (an advisory lock serialises
 * them, and the second one finds the checksum already recorded).
 */
export async function seedCatalog(options: { db: Db; venues: Venue[]; logger: Logger }): Promise<SeedResult> {
  const { db, venues, logger } = options;
  const checksum = getCatalogChecksum(venues);
  const result = await db.transaction(async (tx) => {
    await lockCatalog(tx);
    const latest = await findLatestImport(tx);
    const unchanged = { isChanged: false, venueCount: venues.length, retiredCount: 0 };
    if (latest?.checksum === checksum) return unchanged;
    if (latest?.origin === 'refresh' && (await hasImport(tx, checksum))) return unchanged;
    const { retiredCount } = await writeCatalogVersion(tx, { venues, origin: 'shipped' });
    return { isChanged: true, venueCount: venues.length, retiredCount };
  });
  if (result.isChanged) logger.info(result, 'catalog seeded');
  return result;
}

async function hasImport(tx: Tx, checksum: string): Promise<boolean> {
  const rows = await tx
    .select({ checksum: schema.catalogImports.checksum })
    .from(schema.catalogImports)
    .where(eq(schema.catalogImports.checksum, checksum));
  return rows.length > 0;
}
