import { and, eq, isNull, or } from 'drizzle-orm';
import { describePublishedTime } from '@venuescout/catalog';
import { formatPublishedTime } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sendOnce } from '../mail/send-once.ts';
import { renderEmail } from '../mail/render-email.ts';
import type { VenueDirectory } from '../venues/venue-directory.ts';

const dayMs = 86_400_000;

/** Reminder leads, latest first: inside a day of the deadline only the one-day reminder is due. */
const leads = [
  { lead: '1d', ms: dayMs, label: 'tomorrow' },
  { lead: '7d', ms: 7 * dayMs, label: 'in one week' },
] as const;

/** The lead whose window `now` falls in, if any: [deadline − lead, deadline − next shorter lead). */
export function dueLead(deadlineAt: Date, now: Date): (typeof leads)[number] | null {
  const left = deadlineAt.getTime() - now.getTime();
  if (left <= 0) return null;
  return leads.find((candidate) => left <= candidate.ms) ?? null;
}

/**
 * Sends the reminders that are due at `now`: for each favourite of a user with reminders on, 7 days and
 * 1 day before each published (not estimated) paper or abstract deadline. A reminder is claimed by
 * inserting its key into `reminders_sent` first, so concurrent scans in any number of processes send
 * it once; if the e-mail then fails, the claim is released and a later scan tries again.
 */
export async function sendDueReminders(options: {
  db: Db;
  mailer: Mailer;
  venueDirectory: VenueDirectory;
  appUrl: string;
  logger: Logger;
  now: Date;
}): Promise<{ sent: number }> {
  const { db, mailer, venueDirectory, appUrl, logger, now } = options;
  const rows = await db
    .select({ userId: schema.favorites.userId, email: schema.users.email, venueId: schema.favorites.venueId })
    .from(schema.favorites)
    .innerJoin(schema.users, eq(schema.users.id, schema.favorites.userId))
    .leftJoin(schema.userSettings, eq(schema.userSettings.userId, schema.favorites.userId))
    .where(or(isNull(schema.userSettings.remindersEnabled), eq(schema.userSettings.remindersEnabled, true)));
  const venues = await venueDirectory.findMany([...new Set(rows.map((row) => row.venueId))], now);
  let sent = 0;
  for (const row of rows) {
    const venue = venues.get(row.venueId)?.venue;
    if (!venue) continue;
    for (const edition of venue.editions) {
      for (const deadline of edition.deadlines) {
        if (deadline.kind !== 'paper' && deadline.kind !== 'abstract') continue;
        const deadlineAt = new Date(deadline.at);
        const due = dueLead(deadlineAt, now);
        if (!due) continue;
        const key = {
          userId: row.userId,
          venueId: venue.id,
          kind: deadline.kind,
          deadlineAt,
          lead: due.lead,
        };
        const delivered = await sendOnce({
          claim: async () =>
            (
              await db
                .insert(schema.remindersSent)
                .values(key)
                .onConflictDoNothing()
                .returning({ userId: schema.remindersSent.userId })
            ).length > 0,
          send: () =>
            mailer.send(
              renderEmail({
                to: row.email,
                subject: `${venue.acronym} ${edition.year} ${deadline.kind} deadline ${due.label}`,
                intro: `The ${deadline.kind} deadline of ${venue.acronym} ${edition.year} (${venue.name}) is ${due.label}: ${formatPublishedTime(describePublishedTime(deadline.at, deadline.timezone))} (${deadlineAt.toISOString().replace('.000Z', 'Z')}).`,
                actionLabel: 'See the venue',
                actionUrl: `${appUrl}/venues/${venue.id}`,
                outro:
                  'You get this reminder because the venue is among your favorites. You can turn reminders off in your profile.',
              }),
            ),
          release: async () => {
            await db
              .delete(schema.remindersSent)
              .where(
                and(
                  eq(schema.remindersSent.userId, key.userId),
                  eq(schema.remindersSent.venueId, key.venueId),
                  eq(schema.remindersSent.kind, key.kind),
                  eq(schema.remindersSent.deadlineAt, key.deadlineAt),
                  eq(schema.remindersSent.lead, key.lead),
                ),
              );
          },
          onFailure: (error) =>
            logger.error(
              { err: error, to: row.email, venueId: venue.id },
              'reminder could not be sent; will retry',
            ),
        });
        if (delivered) sent += 1;
      }
    }
  }
  if (sent > 0) logger.info({ sent, at: now.toISOString() }, 'deadline reminders sent');
  return { sent };
}
