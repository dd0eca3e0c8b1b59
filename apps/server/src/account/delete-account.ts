import { eq } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';
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
}) {
  const { db, userId, email } = options;
  if (options.confirmEmail.trim().toLowerCase() !== email.toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', 'Type your e-mail address exactly to confirm.', [
      { path: 'confirmEmail', message: 'Type your e-mail address exactly to confirm.' },
    ]);
  }
  await db.transaction(async (tx) => {
    await tx.delete(schema.verifications).where(eq(schema.verifications.identifier, email));
    await tx.delete(schema.contactMessages).where(eq(schema.contactMessages.email, email));
    await tx.delete(schema.outboxMessages).where(eq(schema.outboxMessages.to, email));
    await tx.delete(schema.users).where(eq(schema.users.id, userId));
  });
}
