import { eq } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';

/** The user's preferences, with defaults for a user who never changed them. */
export async function getSettings(db: Db, userId: string): Promise<{ remindersEnabled: boolean }> {
  const [row] = await db.select().from(schema.userSettings).where(eq(schema.userSettings.userId, userId));
  return { remindersEnabled: row?.remindersEnabled ?? true };
}

/** Changes the user's preferences. */
export async function updateSettings(db: Db, userId: string, settings: { remindersEnabled: boolean }) {
  await db
    .insert(schema.userSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: schema.userSettings.userId, set: { ...settings, updatedAt: new Date() } });
  return getSettings(db, userId);
}
