import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';
import type { BillingProvider } from '../billing/billing-provider.ts';
import { callProvider } from '../billing/call-provider.ts';
import { AppError } from '../lib/app-error.ts';
import { perUserKeySuffix } from '../rate-limit/rate-limit-rules.ts';

/**
 * Deletes the account and every row about the user in one transaction: the user row cascades to
 * sessions, credentials, analyses with their matches, favourites, settings, the feed token, sent
 * reminders and the contact messages sent signed in; rows keyed by address, user id or billing customer
 * (pending e-mail and reset links, contact messages sent signed out, outbox copies, rate-limit
 * counters, applied billing events) go too, whatever the case of the address in them.
 */
export async function deleteAccount(options: {
  db: Db;
  userId: string;
  email: string;
  confirmEmail: string;
  billing: BillingProvider;
}) {
  const { db, userId, email, billing } = options;
  if (options.confirmEmail.trim().toLowerCase() !== email.toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', 'Type your e-mail address exactly to confirm.', [
      { path: 'confirmEmail', message: 'Type your e-mail address exactly to confirm.' },
    ]);
  }
  // A deleted account must stop being charged: end the subscription at the provider first, and keep
  // the account if that fails, so the user can try again rather than pay for nothing.
  const live = await db
    .select({ id: schema.subscriptions.id })
    .from(schema.subscriptions)
    .where(
      and(
        eq(schema.subscriptions.userId, userId),
        eq(schema.subscriptions.provider, billing.kind),
        notInArray(schema.subscriptions.status, ['canceled', 'incomplete_expired']),
      ),
    );
  for (const subscription of live) {
    await callProvider(
      () => billing.cancelSubscription(subscription.id, { atPeriodEnd: false }),
      'Your subscription could not be cancelled with the payment provider, so the account was kept. Please try again.',
    );
  }
  const address = email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    // Reset tokens are keyed by the user id (their identifier holds the token), other links by address.
    await tx
      .delete(schema.verifications)
      .where(
        or(
          eq(schema.verifications.value, userId),
          eq(sql`lower(${schema.verifications.identifier})`, address),
        ),
      );
    // People type their address in any case; the rows are theirs whichever case they used. A message
    // another account sent signed in is that account's, whatever address it gives.
    await tx
      .delete(schema.contactMessages)
      .where(
        and(isNull(schema.contactMessages.userId), eq(sql`lower(${schema.contactMessages.email})`, address)),
      );
    await tx.delete(schema.outboxMessages).where(eq(sql`lower(${schema.outboxMessages.to})`, address));
    // Rate-limit counters whose key ends with the address (`sign-in:ip-email:…:<address>` and the like).
    // Compared by suffix rather than LIKE, since addresses may hold LIKE's wildcards (`_`, `%`).
    await tx
      .delete(schema.rateLimits)
      .where(eq(sql`right(${schema.rateLimits.key}, ${address.length + 1})`, `:${address}`));
    // Per-user counters (`<action>:user:<userId>`). The suffix starts at the separator, so it cannot
    // match another user's id that merely ends with this one.
    const userSuffix = perUserKeySuffix(userId);
    await tx
      .delete(schema.rateLimits)
      .where(eq(sql`right(${schema.rateLimits.key}, ${userSuffix.length})`, userSuffix));
    // Applied billing events name the customer, not the user; the customer rows go with the user below.
    await tx
      .delete(schema.billingEvents)
      .where(
        inArray(
          schema.billingEvents.customerId,
          tx
            .select({ customerId: schema.billingCustomers.customerId })
            .from(schema.billingCustomers)
            .where(eq(schema.billingCustomers.userId, userId)),
        ),
      );
    await tx.delete(schema.users).where(eq(schema.users.id, userId));
  });
}
