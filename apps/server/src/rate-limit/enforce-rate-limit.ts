import { tooManyRequestsMessage } from '@venuescout/contracts';
import type { Db } from '@venuescout/db';
import { AppError } from '../lib/app-error.ts';
import { consumeRateLimit, type RateLimitRule } from './consume-rate-limit.ts';

/**
 * Counts a hit for each key and throws a 429 with Retry-After when any of them is over its rule. The
 * message says how long the wait is unless the caller gives its own.
 */
export async function enforceRateLimit(
  db: Db,
  checks: { key: string; rule: RateLimitRule }[],
  message?: string,
): Promise<void> {
  for (const { key, rule } of checks) {
    const result = await consumeRateLimit(db, key, rule);
    if (!result.isAllowed) {
      throw new AppError(
        'RATE_LIMITED',
        message ?? tooManyRequestsMessage(result.retryAfterSeconds),
        undefined,
        {
          'Retry-After': String(result.retryAfterSeconds),
        },
      );
    }
  }
}
