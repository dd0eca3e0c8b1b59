import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { proStatuses } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';
import { nextPeriodEnd } from './next-period-end.ts';

/**
 * Renews the customer's live subscriptions whose paid month is over and that are not set to end, as
 * Stripe does by charging the card on file each month (the test checkout's card always pays).
 */
export async function renewEndedPeriods(db: Db, customerId: string, now: Date): Promise<void> {
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
