import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
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

// Long enough to cover double clicks and retried requests, short enough that a deliberate second
// rotation a little later still gets a new URL.
const sharedRotationSeconds = 5;

/**
 * Replaces the user's feed token at their request; the old feed URL stops working at once. Rotations
 * asked for within a few seconds of the last one answer with its token instead of replacing it again,
 * so overlapping requests do not each write a token and hand back URLs that a later one has already
 * killed. That costs nothing: each of them killed the URL the user had before. The answer is always
 * the token stored, read back from the database, never one only this process knows.
 */
export async function rotateFeedToken(db: Db, userId: string): Promise<string> {
  await getFeedToken(db, userId);
  const [rotated] = await db
    .update(schema.calendarFeeds)
    .set({ token: newToken(), rotatedAt: sql`now()`, createdAt: sql`now()` })
    .where(
      and(
        eq(schema.calendarFeeds.userId, userId),
        or(
          isNull(schema.calendarFeeds.rotatedAt),
          lt(schema.calendarFeeds.rotatedAt, sql`now() - make_interval(secs => ${sharedRotationSeconds})`),
        ),
      ),
    )
    .returning({ token: schema.calendarFeeds.token });
  return rotated ? rotated.token : getFeedToken(db, userId);
}

/**
 * Replaces the user's feed token unconditionally, for a password change or reset: the feed answers
 * without a session, so whoever knew the old credentials must lose it too, even if a rotation was
 * just asked for (perhaps by them).
 */
export async function replaceFeedToken(db: Db, userId: string): Promise<void> {
  await db
    .update(schema.calendarFeeds)
    .set({ token: newToken(), rotatedAt: sql`now()`, createdAt: sql`now()` })
    .where(eq(schema.calendarFeeds.userId, userId));
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
