import { createMiddleware } from 'hono/factory';
import type { Db } from '@venuescout/db';
import type { AppEnv } from '../app-env.ts';
import { enforceRateLimit } from './enforce-rate-limit.ts';
import { perUserKey, rateLimitRules } from './rate-limit-rules.ts';

/**
 * Spends one of the user's password checks, for every route that compares a password with the
 * account's. One budget for them all: a session left open must not allow more guesses by switching
 * from one such route to another.
 */
export async function spendPasswordCheck(db: Db, userId: string): Promise<void> {
  await enforceRateLimit(db, [
    { key: perUserKey('password-check', userId), rule: rateLimitRules.passwordChecksPerUser },
  ]);
}

/** `spendPasswordCheck` as middleware, for the signed-in user (after requireSession). */
export function limitPasswordChecks(db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await spendPasswordCheck(db, c.get('user').id);
    await next();
  });
}
