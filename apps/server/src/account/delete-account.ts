import { and, eq, notInArray } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';
import type { BillingProvider } from '../billing/billing-provider.ts';
import { callProvider } from '../billing/call-provider.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * Deletes the account and every row about the user in one transaction: the user row cascades to
 * sessions, credentials, analyses with their matches, favourites, settings, the feed token and sent
 * reminders; rows keyed by address (pending e-mail links, contact messages, outbox copies) go too.
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
  await db.transaction(async (tx) => {
    await tx.delete(schema.verifications).where(eq(schema.verifications.identifier, email));
    await tx.delete(schema.contactMessages).where(eq(schema.contactMessages.email, email));
    await tx.delete(schema.outboxMessages).where(eq(schema.outboxMessages.to, email));
    await tx.delete(schema.users).where(eq(schema.users.id, userId));
  });
}
