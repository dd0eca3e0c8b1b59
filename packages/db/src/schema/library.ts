import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Per-user preferences. A missing row means the defaults (reminders on). */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  remindersEnabled: boolean('reminders_enabled').notNull().default(true),
  /** E-mail when a refresh publishes, moves or extends a deadline of a saved venue (on unless opted out). */
  changeAlertsEnabled: boolean('change_alerts_enabled').notNull().default(true),
  /** Also for venues the user's analyses found, not only saved ones (opt-in). */
  analysisChangeAlerts: boolean('analysis_change_alerts').notNull().default(false),
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

/**
 * One e-mail about one deadline change to one user. The row is claimed before the message is sent, so
 * any number of processes send it once; `change_key` names the venue, edition, kind, round and new
 * instant, so the same change found by two refreshes is still one e-mail.
 */
export const changeAlertsSent = pgTable(
  'change_alerts_sent',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changeKey: text('change_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.changeKey] })],
);
