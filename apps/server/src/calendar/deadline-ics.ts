import type { Db } from '@venuescout/db';
import { listUserDeadlines } from '../deadlines/list-user-deadlines.ts';
import { AppError } from '../lib/app-error.ts';
import type { VenueDirectory } from '../venues/venue-directory.ts';
import { deadlinesToIcs } from './deadlines-to-ics.ts';

/** One of the user's deadlines as an .ics file, named after the venue, edition and kind. */
export async function deadlineIcs(options: {
  db: Db;
  venueDirectory: VenueDirectory;
  appUrl: string;
  userId: string;
  venueId: string;
  kind: string;
  at: string;
}): Promise<{ filename: string; ics: string }> {
  const { db, venueDirectory, appUrl, userId } = options;
  const items = await listUserDeadlines({ db, userId, venueDirectory, now: new Date() });
  const at = new Date(options.at).toISOString();
  const item = items.find(
    (entry) =>
      entry.venue.id === options.venueId && entry.deadline.kind === options.kind && entry.deadline.at === at,
  );
  if (!item) throw new AppError('NOT_FOUND', 'This deadline is not among yours.');
  const filename = `${item.venue.acronym}-${item.editionYear}-${item.deadline.kind}.ics`.replace(
    /[^A-Za-z0-9.-]+/g,
    '-',
  );
  return { filename, ics: deadlinesToIcs([item], appUrl, `${item.venue.acronym} deadline`) };
}
