import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@venuescout/db';

/**
 * Locks the user's row for the rest of the transaction. Every plan-limited write (analyses, favourites)
 * takes this lock before counting, so parallel requests of one user are counted one after another and
 * cannot both pass the last free slot.
 */
export async function lockUserRow(tx: Db | Tx, userId: string): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}
