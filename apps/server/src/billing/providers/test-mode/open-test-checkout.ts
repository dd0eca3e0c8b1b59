import { and, eq, lte, sql } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';
import { lockCustomer } from './lock-customer.ts';
import { testPriceId } from './test-price-id.ts';

const checkoutLifetimeMs = 24 * 60 * 60 * 1000;

/**
 * The user's open test checkout session, or a new one: its id is the session the in-app checkout page
 * pays. Parallel Upgrade clicks take turns on the customer row, and the later ones get the checkout the
 * first one opened: one open checkout per user, so one payment at a time.
 */
export function openTestCheckout(
  db: Db,
  input: { userId: string; customerId: string; successUrl: string; cancelUrl: string },
): Promise<string> {
  const { userId, customerId, successUrl, cancelUrl } = input;
  return db.transaction(async (tx) => {
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
        and(eq(schema.testCheckoutSessions.userId, userId), eq(schema.testCheckoutSessions.status, 'open')),
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
}
