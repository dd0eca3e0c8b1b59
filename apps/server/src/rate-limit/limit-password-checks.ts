import { createMiddleware } from 'hono/factory';
import type { Db } from '@venuescout/db';
import type { AppEnv } from '../app-env.ts';
import { enforceRateLimit } from './enforce-rate-limit.ts';
import { perUserKey, rateLimitRules } from './rate-limit-rules.ts';

/**
 * Spends one of the signed-in user's password checks, for every route that compares a password with
 * the account's (after requireSession). One budget for them all: a session left open must not allow
 * more guesses by switching from one such route to another.
 */
export function limitPasswordChecks(db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const userId = c.get('user').id;
    await enforceRateLimit(db, [
      { key: perUserKey('password-check', userId), rule: rateLimitRules.passwordChecksPerUser },
    ]);
    await next();
  });
}
