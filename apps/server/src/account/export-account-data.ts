import { asc, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';
import { defaultSettings } from './settings.ts';

/** Everything stored about the user, for "Download my data" (no password hash, no session tokens). */
export async function exportAccountData(options: { db: Db; userId: string }) {
  const { db, userId } = options;
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
  const sessions = await db
    .select({
      createdAt: schema.sessions.createdAt,
      expiresAt: schema.sessions.expiresAt,
      ipAddress: schema.sessions.ipAddress,
      userAgent: schema.sessions.userAgent,
    })
    .from(schema.sessions)
    .where(eq(schema.sessions.userId, userId));
  const submissions = await db
    .select()
    .from(schema.submissions)
    .where(eq(schema.submissions.userId, userId))
    .orderBy(asc(schema.submissions.createdAt));
  const ids = submissions.map((submission) => submission.id);
  const matches = ids.length
    ? await db
        .select()
        .from(schema.submissionMatches)
        .where(inArray(schema.submissionMatches.submissionId, ids))
    : [];
  const dismissedVenues = ids.length
    ? await db.select().from(schema.dismissedVenues).where(inArray(schema.dismissedVenues.submissionId, ids))
    : [];
  const favorites = await db.select().from(schema.favorites).where(eq(schema.favorites.userId, userId));
  const [settings] = await db
    .select()
    .from(schema.userSettings)
    .where(eq(schema.userSettings.userId, userId));
  const remindersSent = await db
    .select()
    .from(schema.remindersSent)
    .where(eq(schema.remindersSent.userId, userId));
  const changeAlertsSent = await db
    .select()
    .from(schema.changeAlertsSent)
    .where(eq(schema.changeAlertsSent.userId, userId));
  const billingCustomers = await db
    .select()
    .from(schema.billingCustomers)
    .where(eq(schema.billingCustomers.userId, userId));
  const subscriptions = await db
    .select()
    .from(schema.subscriptions)
    .where(eq(schema.subscriptions.userId, userId));
  // By sender, not by the address in the message, which anyone can type (see the column's comment).
  const contactMessages = await db
    .select()
    .from(schema.contactMessages)
    .where(eq(schema.contactMessages.userId, userId))
    .orderBy(asc(schema.contactMessages.createdAt));
  return {
    exportedAt: new Date().toISOString(),
    account: user,
    sessions,
    settings: settings ?? defaultSettings,
    submissions: submissions.map((submission) => ({
      ...submission,
      matches: matches.filter((match) => match.submissionId === submission.id),
      dismissedVenues: dismissedVenues.filter((dismissal) => dismissal.submissionId === submission.id),
    })),
    favorites,
    remindersSent,
    changeAlertsSent,
    billingCustomers,
    subscriptions,
    contactMessages,
  };
}
