import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';
import { AppError } from '../lib/app-error.ts';

/** Removes one of the user's favourites; a venue that is not among them is a 404. */
export async function deleteFavorite(options: { db: Db; userId: string; venueId: string }): Promise<void> {
  const deleted = await options.db
    .delete(schema.favorites)
    .where(and(eq(schema.favorites.userId, options.userId), eq(schema.favorites.venueId, options.venueId)))
    .returning({ venueId: schema.favorites.venueId });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'This venue is not among your favorites.');
}
