import { sql } from 'drizzle-orm';
import type { Db } from '@venuescout/db';

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

/**
 * Counts one hit against `key`. A single upsert statement, so concurrent hits from any number of
 * processes are counted exactly; the database clock is the only clock.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const interval = `${rule.windowSeconds} seconds`;
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - ${interval}::interval then 1
                   else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - ${interval}::interval then now()
                          else rate_limits.window_start end
    returning count,
      ceil(extract(epoch from (window_start + ${interval}::interval - now())))::int as retry_after`);
  // Both drivers (pg and PGlite) answer with `rows`.
  const row = (result as unknown as { rows: { count: number; retry_after: number }[] }).rows[0];
  const count = Number(row?.count ?? 0);
  return { isAllowed: count <= rule.max, retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? 1)) };
}
