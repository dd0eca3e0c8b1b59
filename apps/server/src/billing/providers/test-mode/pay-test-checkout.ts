import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { proStatuses } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from './is-unique-violation.ts';
import { lockCustomer } from './lock-customer.ts';
import { newTestId } from './new-test-id.ts';
import { testCheckoutStatus } from './test-checkout-status.ts';

const alreadyPro = () => new AppError('CONFLICT', 'You are already on the Pro plan.');

/**
 * Pays the user's open test checkout session: starts a subscription that renews monthly, unless the
 * customer already has a live one. Paying a complete session again changes nothing.
 */
export function payTestCheckout(
  db: Db,
  options: { sessionId: string; userId: string; now: Date },
): Promise<{ customerId: string; successUrl: string }> {
  const { sessionId, userId, now } = options;
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
    if (testCheckoutStatus(session, now) === 'expired') {
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
    const subscriptionId = newTestId('sub_test');
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
}
