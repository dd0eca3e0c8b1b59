import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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
  /**
   * `shipped` (the catalog file of the release, seeded at start-up) or `refresh` (built from upstream). A
   * restart does not seed a shipped catalog over a refresh that came after it.
   */
  origin: text('origin').notNull().default('shipped'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One run of the catalog refresh, with the report an operator reads (`npm run catalog:refresh`). */
export const catalogRefreshes = pgTable(
  'catalog_refreshes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** `applied`, `unchanged` (nothing new upstream) or `failed` (no source could be used). */
    status: text('status').notNull(),
    /** `schedule` (the weekly job) or `operator` (the command). */
    trigger: text('trigger').notNull(),
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('catalog_refreshes_started_idx').on(table.startedAt)],
);

/**
 * The last good files of each upstream source: what the next refresh builds on for a source that fails,
 * and where the sources page reads each source's commit and refresh time.
 */
export const catalogSourceSnapshots = pgTable('catalog_source_snapshots', {
  sourceId: text('source_id').primaryKey(),
  url: text('url').notNull(),
  commit: text('commit'),
  etag: text('etag'),
  /** SHA-256 of the staged files, to tell a changed source from a re-fetched one. */
  checksum: text('checksum').notNull(),
  files: jsonb('files').$type<{ path: string; text: string }[]>().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A deadline a refresh published (it was estimated or unknown), moved or extended. `change_key` (venue,
 * edition, kind, round, new instant) makes a change found twice one row.
 */
export const catalogDeadlineChanges = pgTable(
  'catalog_deadline_changes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    changeKey: text('change_key').notNull().unique(),
    refreshId: uuid('refresh_id').references(() => catalogRefreshes.id, { onDelete: 'set null' }),
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    editionYear: integer('edition_year').notNull(),
    kind: text('kind').notNull(),
    /** The call (`short papers`), empty for the main one. */
    track: text('track').notNull().default(''),
    /** `published`, `moved` or `extended`. */
    change: text('change').notNull(),
    previousAt: timestamp('previous_at', { withTimezone: true }),
    /** Whether `previous_at` was our estimate rather than a published date. */
    isPreviousEstimated: boolean('is_previous_estimated').notNull().default(false),
    newAt: timestamp('new_at', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('catalog_deadline_changes_venue_idx').on(table.venueId, table.detectedAt)],
);
