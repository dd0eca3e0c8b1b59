import { eq, sql } from 'drizzle-orm';
import type { BillingProvider, UserSettings } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';
import type { Env } from '../env.ts';
import { AppError } from '../lib/app-error.ts';
import type { Logger } from '../lib/logger.ts';
import { getSettings } from '../account/settings.ts';
import { feedUrl, getFeedToken } from '../calendar/feed-tokens.ts';
import { getPlanLimits, type ActiveSubscription } from '../plans/get-plan-limits.ts';

/** The account, its plan and its usage against the plan's limits. */
export interface MeView {
  user: { id: string; email: string; createdAt: Date };
  plan: 'free' | 'pro';
  limits: {
    currentSubmissions: number;
    maxSubmissions: number | null;
    currentFavorites: number;
    maxFavorites: number | null;
  };
  subscription: ActiveSubscription | null;
  /** Whether the running provider has a self-service portal. */
  hasPortal: boolean;
  calendarFeedUrl: string;
  settings: UserSettings;
}

/** Reads the signed-in user's account, plan and usage. */
export async function getMe(options: {
  db: Db;
  env: Env;
  logger: Logger;
  billingProvider: BillingProvider;
  hasPortal: boolean;
  userId: string;
}): Promise<MeView> {
  const { db, userId } = options;
  // Independent reads go out together; on PostgreSQL they run on separate pool connections.
  const [[row], limits, token, settings] = await Promise.all([
    db
      .select({
        id: schema.users.id,
        email: schema.users.email,
        createdAt: schema.users.createdAt,
        submissions: sql<number>`(select count(*)::int from ${schema.submissions} where ${schema.submissions.userId} = ${userId})`,
        favorites: sql<number>`(select count(*)::int from ${schema.favorites} where ${schema.favorites.userId} = ${userId})`,
      })
      .from(schema.users)
      .where(eq(schema.users.id, userId)),
    getPlanLimits({ db, env: options.env, logger: options.logger, userId }),
    getFeedToken(db, userId),
    getSettings(db, userId),
  ]);
  if (!row) throw new AppError('UNAUTHENTICATED', 'User not authenticated');
  const { submissions, favorites, ...user } = row;
  const { plan, maxSubmissions, maxFavorites, subscription } = limits;
  return {
    user,
    plan,
    limits: {
      currentSubmissions: Number(submissions),
      maxSubmissions,
      currentFavorites: Number(favorites),
      maxFavorites,
    },
    subscription,
    // A subscription left over from another provider (say, test mode before Stripe was set up) has no
    // portal here.
    hasPortal: options.hasPortal && subscription?.provider === options.billingProvider,
    calendarFeedUrl: feedUrl(options.env.appUrl, token),
    settings,
  };
}
