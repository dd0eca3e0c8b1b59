import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** The user's customer at a payment provider ('stripe' or the built-in 'test' provider); one each. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.provider] })],
);

/**
 * Orders subscription syncs: a sync draws its number before it asks the provider, and a row is only
 * overwritten by a sync that started later, so a slow, stale answer cannot roll the state back.
 */
export const subscriptionSyncSequence = pgSequence('subscription_sync_seq');

/**
 * Subscriptions as the provider last reported them. Only the sync writes here; a user is Pro while one
 * of their rows is `active` or `trialing`.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull(),
    priceId: text('price_id'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    syncSeq: bigint('sync_seq', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscriptions_user_idx').on(table.userId)],
);

/** Provider events already applied, so that a redelivered webhook has no second effect. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  customerId: text('customer_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The built-in test provider's checkout sessions (its stand-in for Stripe Checkout). */
export const testCheckoutSessions = pgTable(
  'test_checkout_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    priceId: text('price_id').notNull(),
    status: text('status').notNull().default('open'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    subscriptionId: text('subscription_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('test_checkout_sessions_user_idx').on(table.userId),
    // At most one open checkout per user: parallel Upgrade clicks share it instead of each opening one.
    uniqueIndex('test_checkout_sessions_one_open_per_user')
      .on(table.userId)
      .where(sql`${table.status} = 'open'`),
  ],
);

/** The built-in test provider's subscriptions: what it reports when the sync asks. */
export const testSubscriptions = pgTable(
  'test_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    priceId: text('price_id').notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** When a subscription cancelled at period end stops; null while it renews. */
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('test_subscriptions_customer_idx').on(table.customerId),
    // One live subscription per customer, whatever races: the last line of defence behind the lock
    // that completing a checkout takes on the customer.
    uniqueIndex('test_subscriptions_one_live_per_customer')
      .on(table.customerId)
      .where(sql`${table.status} in ('active', 'trialing')`),
    foreignKey({ columns: [table.customerId], foreignColumns: [billingCustomers.customerId] }).onDelete(
      'cascade',
    ),
  ],
);
