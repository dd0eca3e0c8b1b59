import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Venues seeded from the shipped catalog. Rows are updated in place on re-seed and never deleted,
 * because favourites and stored matches refer to them; a venue that leaves the catalog gets
 * `retired_at` instead.
 */
export const venues = pgTable(
  'venues',
  {
    id: text('id').primaryKey(),
    acronym: text('acronym').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<'conference' | 'journal'>().notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull(),
    areas: jsonb('areas').$type<string[]>().notNull(),
    ranks: jsonb('ranks').$type<Record<string, string>>().notNull(),
    h5Index: integer('h5_index'),
    acceptanceRates: jsonb('acceptance_rates').$type<unknown[]>(),
    url: text('url'),
    dblp: text('dblp'),
    region: text('region'),
    sources: jsonb('sources').$type<string[]>().notNull(),
    provenance: jsonb('provenance').$type<Record<string, unknown>>().notNull(),
    disagreements: jsonb('disagreements').$type<unknown[]>(),
    /** Lower-cased acronym, name and aliases, for case-insensitive search. */
    searchText: text('search_text').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('venues_type_idx').on(table.type)],
);

/** One edition (year) of a venue, with its deadlines as published. */
export const venueEditions = pgTable(
  'venue_editions',
  {
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    url: text('url'),
    place: text('place'),
    dates: jsonb('dates').$type<Record<string, string>>(),
    deadlines: jsonb('deadlines').$type<unknown[]>().notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.venueId, table.year] })],
);

/** Each time the catalog was seeded, keyed by the checksum of the catalog file. */
export const catalogImports = pgTable('catalog_imports', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  checksum: text('checksum').notNull().unique(),
  venueCount: integer('venue_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
