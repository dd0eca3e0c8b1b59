import { eq } from 'drizzle-orm';
import type { SettingsInput, UserSettings } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';

/** The defaults of a user who never changed anything: the columns' defaults, for a missing row. */
export const defaultSettings: UserSettings = {
  remindersEnabled: true,
  changeAlertsEnabled: true,
  analysisChangeAlerts: false,
};

/** The user's preferences, with defaults for a user who never changed them. */
export async function getSettings(db: Db, userId: string): Promise<UserSettings> {
  const [row] = await db.select().from(schema.userSettings).where(eq(schema.userSettings.userId, userId));
  if (!row) return { ...defaultSettings };
  const { remindersEnabled, changeAlertsEnabled, analysisChangeAlerts } = row;
  return { remindersEnabled, changeAlertsEnabled, analysisChangeAlerts };
}

/** Changes the preferences given and keeps the others. */
export async function updateSettings(db: Db, userId: string, settings: SettingsInput): Promise<UserSettings> {
  await db
    .insert(schema.userSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: schema.userSettings.userId, set: { ...settings, updatedAt: new Date() } });
  return getSettings(db, userId);
}
