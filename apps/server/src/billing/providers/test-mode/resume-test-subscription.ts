import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { proStatuses } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';

/** Undoes a test subscription's cancellation at period end while that end is still ahead. */
export async function resumeTestSubscription(db: Db, subscriptionId: string): Promise<void> {
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
}
