import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { proStatuses } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';
import { AppError } from '../lib/app-error.ts';
import type { BillingProvider } from './billing-provider.ts';

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
      const [session] = await db
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
      return { url: `${appUrl}/billing/test-checkout/${session!.id}` };
    },
    async listSubscriptions(customerId) {
      const rows = await db
        .select()
        .from(schema.testSubscriptions)
        .where(eq(schema.testSubscriptions.customerId, customerId));
      return rows.map((row) => ({
        id: row.id,
        customerId: row.customerId,
        status: row.status,
        priceId: row.priceId,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAt: null,
      }));
    },
    async cancelSubscription(subscriptionId) {
      // The test provider has no billing periods to run out, so every cancellation takes effect now.
      await db
        .update(schema.testSubscriptions)
        .set({ status: 'canceled', canceledAt: new Date() })
        .where(
          and(
            eq(schema.testSubscriptions.id, subscriptionId),
            inArray(schema.testSubscriptions.status, [...proStatuses]),
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
        // The row lock makes two Pay clicks take turns; the second finds the session complete.
        const [session] = await tx
          .select()
          .from(schema.testCheckoutSessions)
          .where(
            and(
              eq(schema.testCheckoutSessions.id, sessionId),
              eq(schema.testCheckoutSessions.userId, userId),
            ),
          )
          .for('update');
        if (!session) throw new AppError('NOT_FOUND', 'No such checkout session.');
        const successUrl = session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id);
        const result = { customerId: session.customerId, successUrl };
        if (session.status === 'complete') return result;
        if (statusOf(session, now) === 'expired') {
          throw new AppError('CONFLICT', 'This checkout has expired. Start again from the pricing page.');
        }
        const [active] = await tx
          .select({ id: schema.testSubscriptions.id })
          .from(schema.testSubscriptions)
          .where(
            and(
              eq(schema.testSubscriptions.customerId, session.customerId),
              inArray(schema.testSubscriptions.status, [...proStatuses]),
            ),
          );
        if (active) throw new AppError('CONFLICT', 'You are already on the Pro plan.');
        const subscriptionId = newId('sub_test');
        await tx.insert(schema.testSubscriptions).values({
          id: subscriptionId,
          customerId: session.customerId,
          priceId: session.priceId,
          status: 'active',
          currentPeriodEnd: sql`${now.toISOString()}::timestamptz + interval '1 month'`,
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
