import type { Env } from '../env.ts';

/** A user's plan and its limits; null means unlimited. */
export interface PlanLimits {
  plan: 'free' | 'pro';
  maxSubmissions: number | null;
  maxFavorites: number | null;
}

/** The plan in force for a user. Everyone is on the free plan until billing arrives (#7). */
export async function getPlanLimits(options: { env: Env; userId: string }): Promise<PlanLimits> {
  return {
    plan: 'free',
    maxSubmissions: options.env.freeMaxSubmissions,
    maxFavorites: options.env.freeMaxFavorites,
  };
}
