import { count, eq } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@venuescout/db';
import { lockUserRow } from '../plans/lock-user-row.ts';

/**
 * How many analyses the user has made. With `lock`, inside a transaction, the user's row is locked
 * first, so parallel requests of one user are counted one after another and cannot both take the last
 * free slot; the count is a statement of its own after the lock, so it sees what the request that held
 * the lock before committed.
 */
export async function countAnalyses(
  db: Db | Tx,
  userId: string,
  options: { lock: boolean },
): Promise<number> {
  if (options.lock) await lockUserRow(db, userId);
  const [row] = await db
    .select({ value: count() })
    .from(schema.submissions)
    .where(eq(schema.submissions.userId, userId));
  return row?.value ?? 0;
}
