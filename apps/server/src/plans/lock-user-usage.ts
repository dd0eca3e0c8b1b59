import { count, eq } from 'drizzle-orm';
import { schema, type Tx } from '@venuescout/db';
import { lockUserRow } from './lock-user-row.ts';

/** Locks the user's row (`lockUserRow`) and returns how many favourites they keep. */
export async function lockUserUsage(tx: Tx, userId: string): Promise<{ favorites: number }> {
  await lockUserRow(tx, userId);
  const [favorites] = await tx
    .select({ value: count() })
    .from(schema.favorites)
    .where(eq(schema.favorites.userId, userId));
  return { favorites: favorites?.value ?? 0 };
}
