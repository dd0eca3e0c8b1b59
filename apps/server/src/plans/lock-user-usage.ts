import { count, eq, sql } from 'drizzle-orm';
import { schema, type Tx } from '@venuescout/db';

/**
 * Locks the user's row for the rest of the transaction and returns their current usage. Every write
 * that is limited by the plan takes this lock first, so parallel requests of one user are counted
 * one after another and cannot both pass the last free slot.
 */
export async function lockUserUsage(
  tx: Tx,
  userId: string,
): Promise<{ submissions: number; favorites: number }> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
  const [submissions] = await tx
    .select({ value: count() })
    .from(schema.submissions)
    .where(eq(schema.submissions.userId, userId));
  const [favorites] = await tx
    .select({ value: count() })
    .from(schema.favorites)
    .where(eq(schema.favorites.userId, userId));
  return { submissions: submissions?.value ?? 0, favorites: favorites?.value ?? 0 };
}
