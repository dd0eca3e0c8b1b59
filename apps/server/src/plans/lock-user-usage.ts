import { count, eq, sql } from 'drizzle-orm';
import { schema, type Tx } from '@venuescout/db';

/**
 * Locks the user's row for the rest of the transaction and returns how many favourites they keep. A
 * plan-limited write takes this lock first (analyses through `countAnalyses`), so parallel requests of
 * one user are counted one after another and cannot both pass the last free slot.
 */
export async function lockUserUsage(tx: Tx, userId: string): Promise<{ favorites: number }> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
  const [favorites] = await tx
    .select({ value: count() })
    .from(schema.favorites)
    .where(eq(schema.favorites.userId, userId));
  return { favorites: favorites?.value ?? 0 };
}
