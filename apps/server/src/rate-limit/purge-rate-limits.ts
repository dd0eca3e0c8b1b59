import { sql } from 'drizzle-orm';
import type { Db } from '@venuescout/db';

/**
 * Deletes the counters whose window has ended; they no longer limit anything. Run on a schedule, it
 * keeps the table to the windows still open, however many distinct keys a flood creates.
 */
export async function purgeRateLimits(db: Db): Promise<number> {
  const result = await db.execute(sql`delete from rate_limits where expires_at <= now()`);
  // pg reports rowCount; PGlite reports affectedRows.
  const { rowCount, affectedRows } = result as unknown as { rowCount?: number; affectedRows?: number };
  return Number(rowCount ?? affectedRows ?? 0);
}
