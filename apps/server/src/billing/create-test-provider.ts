import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { proStatuses } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';
import { AppError } from '../lib/app-error.ts';
import type { BillingProvider } from './billing-provider.ts';
import { nextPeriodEnd } from './next-period-end.ts';

/** The price the test checkout sells: the Pro plan, monthly. */
export const testPriceId = 'price_test_pro_monthly';

const checkoutLifetimeMs = 24 * 60 * 60 * 1000;
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** A test checkout session as its owner sees it. */
export interface TestCheckoutView {
  id: string;
  status: 'open' | 'complete' | 'expired';
  email: string;
  cancelUrl: string;
}

/** The test provider plus what its checkout page needs: reading a session and paying it. */
export interface TestBillingProvider extends BillingProvider {
  findCheckout(options: { sessionId: string; userId: string; now: Date }): Promise<TestCheckoutView | null>;
  /** Pays an open session: starts a subscription that renews monthly. Paying twice changes nothing. */
  completeCheckout(options: {
    sessionId: string;
    userId: string;
    now: Date;
  }): Promise<{ customerId: string; successUrl: string }>;
}

const isLive = (status: string) => proStatuses.includes(status);
const alreadyPro = () => new AppError('CONFLICT', 'You are already on the Pro plan.');

/** PostgreSQL's unique_violation, as pg and PGlite report it (possibly wrapped by drizzle). */
const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: unknown };
  return code === '23505' || (cause !== undefined && isUniqueViolation(cause));
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Takes the row lock on the customer that serialises its checkouts and payments. */
async function lockCustomer(tx: Tx, customerId: string): Promise<void> {
  await tx
    .select({ customerId: schema.billingCustomers.customerId })
    .from(schema.billingCustomers)
    .where(eq(schema.billingCustomers.customerId, customerId))
    .for('update');
}

/**
 * Renews the customer's live subscriptions whose paid month is over and that are not set to end, as
 * Stripe does by charging the card on file each month (the test checkout's card always pays).
 */
async function renewEndedPeriods(db: Db, customerId: string, now: Date): Promise<void> {
  const due = await db
    .select({ id: schema.testSubscriptions.id, currentPeriodEnd: schema.testSubscriptions.currentPeriodEnd })
    .from(schema.testSubscriptions)
    .where(
      and(
        eq(schema.testSubscriptions.customerId, customerId),
        inArray(schema.testSubscriptions.status, [...proStatuses]),
        isNull(schema.testSubscriptions.cancelAt),
        lte(schema.testSubscriptions.currentPeriodEnd, now),
      ),
    );
  for (const row of due) {
    await db
      .update(schema.testSubscriptions)
      .set({ currentPeriodEnd: nextPeriodEnd(row.currentPeriodEnd, now) })
      // Only if it is still due and renewing: a concurrent renewal or a cancellation wins.
      .where(
        and(
          eq(schema.testSubscriptions.id, row.id),
          inArray(schema.testSubscriptions.status, [...proStatuses]),
          isNull(schema.testSubscriptions.cancelAt),
          lte(schema.testSubscriptions.currentPeriodEnd, now),
        ),
      );
  }
}

const statusOf = (row: { status: string; expiresAt: Date }, now: Date): TestCheckoutView['status'] =>
  row.status === 'open' && row.expiresAt <= now ? 'expired' : (row.status as TestCheckoutView['status']);

/**
 * The built-in payment provider for the embedded default: a real provider that keeps its own records
 * (sessions, subscriptions) in the app's database and charges nothing. The app reads its state through
 * `listSubscriptions`, exactly as it reads Stripe's.
 */
export function createTestProvider(options: { db: Db; appUrl: string }): TestBillingProvider {
  const { db, appUrl } = options;
  return {
    kind: 'test',
    async createCustomer() {
      return newId('cus_test');
    },
    async createCheckoutSession({ userId, customerId, successUrl, cancelUrl }) {
      const sessionId = await db.transaction(async (tx) => {
        // Parallel Upgrade clicks take turns on the customer row, and the later ones get the checkout
        // the first one opened: one open checkout per user, so one payment at a time.
        await lockCustomer(tx, customerId);
        await tx
          .update(schema.testCheckoutSessions)
          .set({ status: 'expired' })
          .where(
            and(
              eq(schema.testCheckoutSessions.userId, userId),
              eq(schema.testCheckoutSessions.status, 'open'),
              lte(schema.testCheckoutSessions.expiresAt, sql`now()`),
            ),
          );
        const [open] = await tx
          .select({ id: schema.testCheckoutSessions.id })
          .from(schema.testCheckoutSessions)
          .where(
            and(
              eq(schema.testCheckoutSessions.userId, userId),
              eq(schema.testCheckoutSessions.status, 'open'),
            ),
          );
        if (open) return open.id;
        const [session] = await tx
          .insert(schema.testCheckoutSessions)
          .values({
            userId,
            customerId,
            priceId: testPriceId,
            successUrl,
            cancelUrl,
            expiresAt: new Date(Date.now() + checkoutLifetimeMs),
          })
          .returning({ id: schema.testCheckoutSessions.id });
        return session!.id;
      });
      return { url: `${appUrl}/billing/test-checkout/${sessionId}` };
    },
    async listSubscriptions(customerId) {
      const now = new Date();
      await renewEndedPeriods(db, customerId, now);
      const rows = await db
        .select()
        .from(schema.testSubscriptions)
        .where(eq(schema.testSubscriptions.customerId, customerId));
      return rows.map((row) => ({
        id: row.id,
        customerId: row.customerId,
        // A subscription cancelled at period end is over once that moment has passed, as Stripe reports.
        status: row.cancelAt && row.cancelAt <= now && isLive(row.status) ? 'canceled' : row.status,
        priceId: row.priceId,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAt: row.cancelAt,
      }));
    },
    async cancelSubscription(subscriptionId, { atPeriodEnd }) {
      const target = and(
        eq(schema.testSubscriptions.id, subscriptionId),
        inArray(schema.testSubscriptions.status, [...proStatuses]),
      );
      if (atPeriodEnd) {
        // Like Stripe's cancel_at_period_end: the user keeps Pro for the period already paid.
        await db
          .update(schema.testSubscriptions)
          .set({ cancelAt: sql`${schema.testSubscriptions.currentPeriodEnd}` })
          .where(and(target, isNull(schema.testSubscriptions.cancelAt)));
      } else {
        await db
          .update(schema.testSubscriptions)
          .set({ status: 'canceled', canceledAt: new Date() })
          .where(target);
      }
    },
    async resumeSubscription(subscriptionId) {
      await db
        .update(schema.testSubscriptions)
        .set({ cancelAt: null })
        .where(
          and(
            eq(schema.testSubscriptions.id, subscriptionId),
            inArray(schema.testSubscriptions.status, [...proStatuses]),
            gt(schema.testSubscriptions.cancelAt, sql`now()`),
          ),
        );
    },
    async findCheckout({ sessionId, userId, now }) {
      const [row] = await db
        .select({
          id: schema.testCheckoutSessions.id,
          status: schema.testCheckoutSessions.status,
          expiresAt: schema.testCheckoutSessions.expiresAt,
          cancelUrl: schema.testCheckoutSessions.cancelUrl,
          email: schema.users.email,
        })
        .from(schema.testCheckoutSessions)
        .innerJoin(schema.users, eq(schema.users.id, schema.testCheckoutSessions.userId))
        .where(
          and(eq(schema.testCheckoutSessions.id, sessionId), eq(schema.testCheckoutSessions.userId, userId)),
        );
      if (!row) return null;
      return { id: row.id, status: statusOf(row, now), email: row.email, cancelUrl: row.cancelUrl };
    },
    async completeCheckout({ sessionId, userId, now }) {
      return db.transaction(async (tx) => {
        const ownSession = and(
          eq(schema.testCheckoutSessions.id, sessionId),
          eq(schema.testCheckoutSessions.userId, userId),
        );
        const [owned] = await tx
          .select({ customerId: schema.testCheckoutSessions.customerId })
          .from(schema.testCheckoutSessions)
          .where(ownSession);
        if (!owned) throw new AppError('NOT_FOUND', 'No such checkout session.');
        // Locks in one order everywhere (customer, then session): payments of one customer take turns,
        // so the second sees the first's subscription; two Pay clicks on one session find it complete.
        await lockCustomer(tx, owned.customerId);
        const [session] = await tx.select().from(schema.testCheckoutSessions).where(ownSession).for('update');
        if (!session) throw new AppError('NOT_FOUND', 'No such checkout session.');
        const successUrl = session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id);
        const result = { customerId: session.customerId, successUrl };
        if (session.status === 'complete') return result;
        if (statusOf(session, now) === 'expired') {
          throw new AppError('CONFLICT', 'This checkout has expired. Start again from the pricing page.');
        }
        // A subscription whose cancellation date has passed is over; mark it so before counting.
        await tx
          .update(schema.testSubscriptions)
          .set({ status: 'canceled', canceledAt: now })
          .where(
            and(
              eq(schema.testSubscriptions.customerId, session.customerId),
              inArray(schema.testSubscriptions.status, [...proStatuses]),
              lte(schema.testSubscriptions.cancelAt, now),
            ),
          );
        const [active] = await tx
          .select({ id: schema.testSubscriptions.id })
          .from(schema.testSubscriptions)
          .where(
            and(
              eq(schema.testSubscriptions.customerId, session.customerId),
              inArray(schema.testSubscriptions.status, [...proStatuses]),
            ),
          );
        if (active) throw alreadyPro();
        const subscriptionId = newId('sub_test');
        await tx
          .insert(schema.testSubscriptions)
          .values({
            id: subscriptionId,
            customerId: session.customerId,
            priceId: session.priceId,
            status: 'active',
            currentPeriodEnd: sql`${now.toISOString()}::timestamptz + interval '1 month'`,
          })
          .catch((error: unknown) => {
            // The unique index on live subscriptions, should anything get past the lock.
            throw isUniqueViolation(error) ? alreadyPro() : error;
          });
        await tx
          .update(schema.testCheckoutSessions)
          .set({ status: 'complete', subscriptionId, completedAt: now })
          .where(eq(schema.testCheckoutSessions.id, session.id));
        return result;
      });
    },
  };
}
