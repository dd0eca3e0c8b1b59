import { and, eq } from 'drizzle-orm';
import { messages } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';
import { AppError } from '../lib/app-error.ts';
import type { PlanLimits } from '../plans/get-plan-limits.ts';
import { lockUserUsage } from '../plans/lock-user-usage.ts';
import type { VenueDirectory } from '../venues/venue-directory.ts';

/**
 * Saves a venue for the user. Saving one that is already saved changes nothing (`isCreated: false`);
 * the plan limit is checked under the user's lock, like analyses.
 */
export async function addFavorite(options: {
  db: Db;
  userId: string;
  venueId: string;
  limits: PlanLimits;
  venueDirectory: VenueDirectory;
}): Promise<{ isCreated: boolean }> {
  const { db, userId, venueId, limits } = options;
  await options.venueDirectory.get(venueId, new Date());
  return db.transaction(async (tx) => {
    const usage = await lockUserUsage(tx, userId);
    const [existing] = await tx
      .select({ venueId: schema.favorites.venueId })
      .from(schema.favorites)
      .where(and(eq(schema.favorites.userId, userId), eq(schema.favorites.venueId, venueId)));
    if (existing) return { isCreated: false };
    if (limits.maxFavorites !== null && usage.favorites >= limits.maxFavorites) {
      throw new AppError('LIMIT_REACHED', messages.favoritesLimitReached);
    }
    await tx.insert(schema.favorites).values({ userId, venueId });
    return { isCreated: true };
  });
}
