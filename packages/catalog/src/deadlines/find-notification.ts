import type { Deadline, DeadlineKind, Edition, Venue } from '../model/venue.ts';
import type { NextDeadline } from './find-next-deadline.ts';

/** When authors hear back about a submission made at a venue's next deadline. */
export type Notification =
  | {
      /** The published notification instant, ISO-8601 in UTC. */
      at: string;
      timezone: string;
      estimated: false;
      /** Whole weeks from the next deadline to this notification. */
      weeksAfterDeadline: number;
    }
  | {
      /** The next deadline moved on by the gap seen in `basisYear`; a guide, not a date to plan on. */
      at: string;
      timezone: string;
      estimated: true;
      weeksAfterDeadline: number;
      /** The edition whose deadline-to-notification gap was used. */
      basisYear: number;
    };

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** A "notification" more than a year after its deadline is a data slip, not a review cycle. */
const MAX_GAP_MS = 366 * DAY_MS;

/**
 * Pairs a venue's next deadline with its notification. A known deadline takes the first notification of
 * its own edition that falls after it (so each round of a multi-round venue gets its own decision). When
 * the edition publishes none, or the deadline itself is estimated, the notification is estimated from the
 * latest edition that had both a deadline of the same kind and a notification after it: the gap between
 * the first such pair, added to the next deadline. Returns null when no edition shows such a gap.
 */
export function findNotification(
  venue: Pick<Venue, 'editions'>,
  nextDeadline: NextDeadline | null,
): Notification | null {
  if (!nextDeadline) return null;
  const deadlineMs = Date.parse(nextDeadline.at);
  if (!nextDeadline.estimated) {
    const editions = venue.editions.filter((edition) => edition.year === nextDeadline.editionYear);
    const published = editions
      .flatMap((edition) => notificationsAfter(edition, deadlineMs))
      .sort((a, b) => a.at.localeCompare(b.at))[0];
    if (published) {
      const gap = Date.parse(published.at) - deadlineMs;
      return {
        at: published.at,
        timezone: published.timezone,
        estimated: false,
        weeksAfterDeadline: Math.round(gap / WEEK_MS),
      };
    }
  }
  const basis = findGap(venue.editions, nextDeadline.kind);
  if (!basis) return null;
  return {
    at: new Date(deadlineMs + basis.gapMs).toISOString(),
    timezone: basis.timezone,
    estimated: true,
    weeksAfterDeadline: Math.round(basis.gapMs / WEEK_MS),
    basisYear: basis.year,
  };
}

function notificationsAfter(edition: Edition, afterMs: number): Deadline[] {
  return edition.deadlines.filter((deadline) => {
    const gap = Date.parse(deadline.at) - afterMs;
    return deadline.kind === 'notification' && gap > 0 && gap <= MAX_GAP_MS;
  });
}

/** The gap from the first `kind` deadline to the first notification after it, in the newest edition with one. */
function findGap(
  editions: Edition[],
  kind: DeadlineKind,
): { gapMs: number; timezone: string; year: number } | null {
  for (const edition of [...editions].sort((a, b) => b.year - a.year)) {
    const first = edition.deadlines
      .filter((deadline) => deadline.kind === kind)
      .sort((a, b) => a.at.localeCompare(b.at))[0];
    if (!first) continue;
    const firstMs = Date.parse(first.at);
    const notification = notificationsAfter(edition, firstMs).sort((a, b) => a.at.localeCompare(b.at))[0];
    if (notification) {
      return {
        gapMs: Date.parse(notification.at) - firstMs,
        timezone: notification.timezone,
        year: edition.year,
      };
    }
  }
  return null;
}
