import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { proStatuses } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';

/** The subscription that makes a user Pro, as last synced from the provider. */
export interface ActiveSubscription {
  id: string;
  provider: string;
  customerId: string;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
}

/** A user's plan and its limits; null means unlimited. */
export interface PlanLimits {
  plan: 'free' | 'pro';
  maxSubmissions: number | null;
  maxFavorites: number | null;
  subscription: ActiveSubscription | null;
}

/**
 * The plan in force for a user: Pro while a synced subscription is active or trialing. When the
 * subscription cannot be read the user gets the free plan (specification §4): a failed lookup must
 * never hand out Pro, and the free plan still works.
 */
export async function getPlanLimits(options: {
  db: Db;
  env: Env;
  logger: Logger;
  userId: string;
}): Promise<PlanLimits> {
  const { db, env, userId } = options;
  const free: PlanLimits = {
    plan: 'free',
    maxSubmissions: env.freeMaxSubmissions,
    maxFavorites: env.freeMaxFavorites,
    subscription: null,
  };
  try {
    const [subscription] = await db
      .select({
        id: schema.subscriptions.id,
        provider: schema.subscriptions.provider,
        customerId: schema.subscriptions.customerId,
        status: schema.subscriptions.status,
        currentPeriodEnd: schema.subscriptions.currentPeriodEnd,
        cancelAt: schema.subscriptions.cancelAt,
      })
      .from(schema.subscriptions)
      .where(
        and(
          eq(schema.subscriptions.userId, userId),
          // Only the running provider's subscriptions count: rows left from the test checkout must not
          // keep anyone Pro once real payments are switched on.
          eq(schema.subscriptions.provider, env.billing.provider),
          inArray(schema.subscriptions.status, [...proStatuses]),
          // Cancelled at period end: Pro ends at that moment, even before the provider's next event.
          or(isNull(schema.subscriptions.cancelAt), gt(schema.subscriptions.cancelAt, sql`now()`)),
        ),
      )
      .orderBy(desc(sql`coalesce(${schema.subscriptions.currentPeriodEnd}, 'infinity')`))
      .limit(1);
    if (!subscription) return free;
    return { plan: 'pro', maxSubmissions: null, maxFavorites: null, subscription };
  } catch (error) {
    options.logger.warn({ err: error, userId }, 'subscription lookup failed; treating the user as free');
    return free;
  }
}
