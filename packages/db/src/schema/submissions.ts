import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { venues } from './catalog.ts';

/** One analysis of a paper: what the researcher entered and the research areas found. */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    theme: text('theme').notNull(),
    abstract: text('abstract').notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull(),
    status: text('status').notNull().default('draft'),
    researchAreas: jsonb('research_areas').$type<string[]>().notNull(),
    /** How much published evidence stood behind the ranking; null for analyses made before it was recorded. */
    coverage: jsonb('coverage').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('submissions_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * A ranked venue of an analysis. The venue's shown fields are copied in, so that the analysis reads
 * the same after the catalog changes.
 */
export const submissionMatches = pgTable(
  'submission_matches',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id),
    venue: jsonb('venue').$type<Record<string, unknown>>().notNull(),
    relevance: integer('relevance').notNull(),
    score: real('score').notNull(),
    explanation: jsonb('explanation').$type<Record<string, unknown>>().notNull(),
    /** Papers or field only (see docs/decisions/008); null for venues stored before it was recorded. */
    evidence: jsonb('evidence').$type<Record<string, unknown>>(),
    recommendations: jsonb('recommendations').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.submissionId, table.position] }),
    index('submission_matches_venue_idx').on(table.venueId),
  ],
);

/** A venue a user saved. */
export const favorites = pgTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.venueId] })],
);

/**
 * A venue the researcher dismissed from one analysis's results. The service only accepts a venue the
 * analysis stored, so an analysis has at most as many rows here as it has ranked venues.
 */
export const dismissedVenues = pgTable(
  'dismissed_venues',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    venueId: text('venue_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.submissionId, table.venueId] })],
);
