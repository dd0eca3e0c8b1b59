import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf, schema } from '@venuescout/db';
import type { BillingEvent, BillingProvider } from './billing-provider.ts';
import { callProvider } from './call-provider.ts';
import { listSubscriptionNotices, type SubscriptionNotice } from './mail/list-subscription-notices.ts';
import { sendSubscriptionNotices, type BillingMail } from './mail/send-subscription-notices.ts';

/** What a sync did: wrote the provider's state, skipped a redelivered event, or knew no such customer. */
export type SyncOutcome = 'applied' | 'duplicate' | 'unknown-customer';

/**
 * The one way subscription state is written, for verified Stripe events, test-mode payments and
 * cancellations alike. It ignores what the event says and asks the provider for the customer's
 * subscriptions now, so events that arrive late or out of order cannot roll the state back; a
 * sequence number drawn before asking keeps a slower, older answer from overwriting a newer one.
 * The event id is recorded in the same transaction, so a redelivered event has no second effect.
 * What changed for the user (a paid period, a cancellation, a resumption) is e-mailed once the
 * transaction has committed; syncs of one customer take turns on its row, so each change is seen by
 * exactly one of them and mailed once.
 */
export async function syncCustomerSubscriptions(options: {
  db: Db;
  provider: BillingProvider;
  customerId: string;
  event?: BillingEvent;
  mail: BillingMail;
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
    .select({ userId: schema.billingCustomers.userId, email: schema.users.email })
    .from(schema.billingCustomers)
    .innerJoin(schema.users, eq(schema.users.id, schema.billingCustomers.userId))
    .where(
      and(
        eq(schema.billingCustomers.customerId, customerId),
        eq(schema.billingCustomers.provider, provider.kind),
      ),
    );
  const sequence = await db.execute(sql`select nextval('subscription_sync_seq')::bigint as seq`);
  const syncSeq = Number(rowsOf<{ seq: string | number }>(sequence)[0]!.seq);
  const current = customer ? await callProvider(() => provider.listSubscriptions(customerId)) : [];

  const { outcome, notices } = await db.transaction(async (tx) => {
    const notices: SubscriptionNotice[] = [];
    if (event) {
      const recorded = await tx
        .insert(schema.billingEvents)
        .values({ id: event.id, provider: provider.kind, type: event.type, customerId })
        .onConflictDoNothing()
        .returning({ id: schema.billingEvents.id });
      if (recorded.length === 0) return { outcome: 'duplicate' as const, notices };
    }
    // The user comes from our own customer record, never from the event, so an event can only ever
    // touch the account that owns the customer.
    if (!customer) return { outcome: 'unknown-customer' as const, notices };
    // Concurrent syncs of this customer queue here, so each reads the state the previous one wrote.
    await tx
      .select({ customerId: schema.billingCustomers.customerId })
      .from(schema.billingCustomers)
      .where(eq(schema.billingCustomers.customerId, customerId))
      .for('update');
    const stored = await tx
      .select({
        id: schema.subscriptions.id,
        status: schema.subscriptions.status,
        currentPeriodEnd: schema.subscriptions.currentPeriodEnd,
        cancelAt: schema.subscriptions.cancelAt,
      })
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.customerId, customerId));
    const now = new Date();
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
      const written = await tx
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
        })
        .returning({ id: schema.subscriptions.id });
      // Nothing returned: a later sync already wrote newer state, and its changes are its to tell.
      if (written.length === 0) continue;
      const before = stored.find((row) => row.id === subscription.id);
      notices.push(...listSubscriptionNotices(before, subscription, now));
    }
    return { outcome: 'applied' as const, notices };
  });
  if (customer && notices.length > 0) await sendSubscriptionNotices(options.mail, customer.email, notices);
  return outcome;
}
