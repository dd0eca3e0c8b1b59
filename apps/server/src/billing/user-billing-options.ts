import type { CancelSubscriptionResult } from '@venuescout/contracts';
import type { Db } from '@venuescout/db';
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import { getPlanLimits } from '../plans/get-plan-limits.ts';
import type { BillingProvider } from './billing-provider.ts';

/** What a billing action on one user's account needs: the user, the provider and the plan's inputs. */
export interface UserBillingOptions {
  db: Db;
  env: Env;
  logger: Logger;
  provider: BillingProvider;
  userId: string;
}

/** The plan in force after a cancel or resume, with the instant Pro ends if it is set to end. */
export async function readCancellation(options: UserBillingOptions): Promise<CancelSubscriptionResult> {
  const after = await getPlanLimits(options);
  return { plan: after.plan, cancelAt: after.subscription?.cancelAt?.toISOString() ?? null };
}
