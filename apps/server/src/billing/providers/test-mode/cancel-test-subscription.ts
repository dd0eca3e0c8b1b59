import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { proStatuses } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';

/** Cancels a live test subscription at the end of its paid period, or at once. */
export async function cancelTestSubscription(
  db: Db,
  subscriptionId: string,
  { atPeriodEnd }: { atPeriodEnd: boolean },
): Promise<void> {
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
}
