import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf, schema } from '@venuescout/db';
import type { BillingEvent, BillingProvider } from './billing-provider.ts';
import { callProvider } from './call-provider.ts';

/** What a sync did: wrote the provider's state, skipped a redelivered event, or knew no such customer. */
export type SyncOutcome = 'applied' | 'duplicate' | 'unknown-customer';

/**
 * The one way subscription state is written, for verified Stripe events, test-mode payments and
 * cancellations alike. It ignores what the event says and asks the provider for the customer's
 * subscriptions now, so events that arrive late or out of order cannot roll the state back; a
 * sequence number drawn before asking keeps a slower, older answer from overwriting a newer one.
 * The event id is recorded in the same transaction, so a redelivered event has no second effect.
 */
export async function syncCustomerSubscriptions(options: {
  db: Db;
  provider: BillingProvider;
  customerId: string;
  event?: BillingEvent;
}): Promise<SyncOutcome> {
  const { db, provider, customerId, event } = options;
  if (event) {
    const [seen] = await db
      .select({ id: schema.billingEvents.id })
      .from(schema.billingEvents)
      .where(eq(schema.billingEvents.id, event.id));
    if (seen) return 'duplicate';
  }
  const [customer] = await db
    .select({ userId: schema.billingCustomers.userId })
    .from(schema.billingCustomers)
    .where(
      and(
        eq(schema.billingCustomers.customerId, customerId),
        eq(schema.billingCustomers.provider, provider.kind),
      ),
    );
  const sequence = await db.execute(sql`select nextval('subscription_sync_seq')::bigint as seq`);
  const syncSeq = Number(rowsOf<{ seq: string | number }>(sequence)[0]!.seq);
  const current = customer ? await callProvider(() => provider.listSubscriptions(customerId)) : [];

  return db.transaction(async (tx) => {
    if (event) {
      const recorded = await tx
        .insert(schema.billingEvents)
        .values({ id: event.id, provider: provider.kind, type: event.type, customerId })
        .onConflictDoNothing()
        .returning({ id: schema.billingEvents.id });
      if (recorded.length === 0) return 'duplicate';
    }
    // The user comes from our own customer record, never from the event, so an event can only ever
    // touch the account that owns the customer.
    if (!customer) return 'unknown-customer';
    for (const subscription of current.filter((item) => item.customerId === customerId)) {
      const values = {
        id: subscription.id,
        userId: customer.userId,
        provider: provider.kind,
        customerId,
        status: subscription.status,
        priceId: subscription.priceId,
        currentPeriodEnd: subscription.currentPeriodEnd,
        cancelAt: subscription.cancelAt,
        syncSeq,
      };
      await tx
        .insert(schema.subscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: schema.subscriptions.id,
          set: {
            status: values.status,
            priceId: values.priceId,
            currentPeriodEnd: values.currentPeriodEnd,
            cancelAt: values.cancelAt,
            syncSeq,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${schema.subscriptions.syncSeq} < ${syncSeq}`,
        });
    }
    return 'applied';
  });
}
