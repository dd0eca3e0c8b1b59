import { eq } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';
import { AppError } from '../lib/app-error.ts';

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
}

/** Reads the signed-in user's account and plan. Everyone is on the free plan until billing exists (#7). */
export async function getMe(options: {
  db: Db;
  userId: string;
  freeMaxSubmissions: number;
  freeMaxFavorites: number;
}): Promise<MeView> {
  const { db, userId } = options;
  const [user] = await db
    .select({ id: schema.users.id, email: schema.users.email, createdAt: schema.users.createdAt })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED', 'User not authenticated');
  return {
    user,
    plan: 'free',
    // Analyses and favourites arrive with #5; until then nobody has used any.
    limits: {
      currentSubmissions: 0,
      maxSubmissions: options.freeMaxSubmissions,
      currentFavorites: 0,
      maxFavorites: options.freeMaxFavorites,
    },
  };
}
