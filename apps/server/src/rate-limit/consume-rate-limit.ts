import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@venuescout/db';
import { rowsOf } from '@venuescout/db';

/** A fixed-window budget: at most `max` hits per `windowSeconds`. */
export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/** Whether a hit is allowed, and when the window resets. */
export interface RateLimitResult {
  isAllowed: boolean;
  retryAfterSeconds: number;
}

/** Keys longer than this are stored as a readable prefix and a hash of the whole key. */
export const maxStoredKeyLength = 160;

/**
 * The key as stored. Keys carry what the caller sent (an e-mail address), so a long one is shortened to
 * a fixed size: every row stays small and well under PostgreSQL's index-row limit, whatever arrives.
 */
export function toStoredKey(key: string): string {
  if (key.length <= maxStoredKeyLength) return key;
  return `${key.slice(0, 64)}#${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * Counts one hit against `key`. A single upsert statement, so concurrent hits from any number of
 * processes are counted exactly; the database clock is the only clock. `expires_at` marks when the
 * window ends, after which the row is only waiting to be purged (purgeRateLimits).
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const interval = `${rule.windowSeconds} seconds`;
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count, expires_at)
    values (${toStoredKey(key)}, now(), 1, now() + ${interval}::interval)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - ${interval}::interval then 1
                   else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - ${interval}::interval then now()
                          else rate_limits.window_start end,
      expires_at = case when rate_limits.window_start <= now() - ${interval}::interval
                        then now() + ${interval}::interval
                        else rate_limits.window_start + ${interval}::interval end
    returning count,
      ceil(extract(epoch from (window_start + ${interval}::interval - now())))::int as retry_after`);
  // Both drivers (pg and PGlite) answer with `rows`.
  const row = rowsOf<{ count: number; retry_after: number }>(result)[0];
  const count = Number(row?.count ?? 0);
  return { isAllowed: count <= rule.max, retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? 1)) };
}
