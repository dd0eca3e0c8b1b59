import { eq } from 'drizzle-orm';
import { proStatuses } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';
import type { ProviderSubscription } from '../../billing-provider.ts';
import { renewEndedPeriods } from './renew-ended-periods.ts';

const isLive = (status: string) => proStatuses.includes(status);

/** The customer's test subscriptions as Stripe would report them at `now`, renewed where due. */
export async function listTestSubscriptions(
  db: Db,
  customerId: string,
  now: Date,
): Promise<ProviderSubscription[]> {
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
}
