import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Per-user preferences. A missing row means the defaults (reminders on). */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  remindersEnabled: boolean('reminders_enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The secret token of a user's private calendar feed; rotating replaces it. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  /**
   * When the user last asked for a new URL; null until then. Rotations asked for within a few seconds of
   * it answer with its token instead of replacing it, so overlapping clicks all get the URL that works.
   */
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Reminders already sent. The primary key is what makes each reminder go out once, whichever process
 * or job run gets to it first.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: text('venue_id').notNull(),
    kind: text('kind').notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** `7d` or `1d` before the deadline. */
    lead: text('lead').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.venueId, table.kind, table.deadlineAt, table.lead] }),
  ],
);
