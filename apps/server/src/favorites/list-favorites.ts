import { desc, eq } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';
import type { DatedVenue } from '../venues/dated-venue.ts';
import type { VenueDirectory } from '../venues/venue-directory.ts';

/** The user's favourites, newest first, each with the venue as the catalog has it now. */
export async function listFavorites(options: {
  db: Db;
  userId: string;
  venueDirectory: VenueDirectory;
  now: Date;
}): Promise<{ item: DatedVenue; createdAt: Date }[]> {
  const rows = await options.db
    .select()
    .from(schema.favorites)
    .where(eq(schema.favorites.userId, options.userId))
    .orderBy(desc(schema.favorites.createdAt), desc(schema.favorites.venueId));
  const venues = await options.venueDirectory.findMany(
    rows.map((row) => row.venueId),
    options.now,
  );
  return rows.flatMap((row) => {
    const item = venues.get(row.venueId);
    return item ? [{ item, createdAt: row.createdAt }] : [];
  });
}
