import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';

const newToken = () => randomBytes(24).toString('base64url');

/** The user's calendar feed token, created on first use. */
export async function getFeedToken(db: Db, userId: string): Promise<string> {
  const find = async () =>
    (await db.select().from(schema.calendarFeeds).where(eq(schema.calendarFeeds.userId, userId)))[0];
  // Read first: every /api/me asks, and only the first ever needs the write.
  const existing = await find();
  if (existing) return existing.token;
  await db.insert(schema.calendarFeeds).values({ userId, token: newToken() }).onConflictDoNothing();
  const row = await find();
  if (!row) throw new Error('calendar feed row missing after insert');
  return row.token;
}

/** Replaces the user's feed token; the old feed URL stops working at once. */
export async function rotateFeedToken(db: Db, userId: string): Promise<string> {
  const token = newToken();
  await db
    .insert(schema.calendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: schema.calendarFeeds.userId, set: { token, createdAt: new Date() } });
  return token;
}

/** The owner of a feed token, or null for an unknown (or rotated) one. */
export async function findFeedOwner(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: schema.calendarFeeds.userId })
    .from(schema.calendarFeeds)
    .where(eq(schema.calendarFeeds.token, token));
  return row?.userId ?? null;
}

/** The absolute URL of a feed. */
export const feedUrl = (appUrl: string, token: string) => `${appUrl}/api/calendar/${token}.ics`;
