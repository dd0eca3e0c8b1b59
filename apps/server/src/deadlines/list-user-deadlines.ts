import { and, eq, lt } from 'drizzle-orm';
import { describePublishedTime } from '@venuescout/catalog';
import { analysisVenueCounts, type NextDeadline, type VenueName } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';
import type { VenueDirectory } from '../venues/venue-directory.ts';
import { presentDeadlineChange } from '../venues/deadline-change.presenter.ts';
import { findDeadlineChange } from '../venues/find-deadline-change.ts';
import { toNextDeadline } from '../venues/to-next-deadline.ts';

/** One deadline of a venue the user follows. */
export interface UserDeadline {
  venue: VenueName;
  deadline: NextDeadline;
  /** The edition the deadline belongs to (for titles like "ACL 2027 — paper deadline"). */
  editionYear: number;
  /**
   * Which deadline of its kind in the edition this is, from 1 in time order: VLDB has a paper deadline
   * every month. Counted over all the edition's deadlines, so it does not shift as earlier ones pass.
   */
  round: number;
  /** Why it is listed: a favourite, or a venue of one of the user's analyses. */
  source: 'match' | 'favorite';
  /** The source's label for the date ("Rebuttal period start", "Reviews released"), when it gives one. */
  comment?: string;
}
const pastWindowMs = 365 * 86_400_000;

/**
 * The deadlines of the user's favourite and matched venues, earliest first. Every published deadline
 * after `now` is listed (with `includePast`, also those of the past year); a venue without any
 * published upcoming deadline contributes its estimated next one, marked as estimated. Published
 * notification dates are listed only with `includeNotifications`: they happen to authors rather than
 * being something to meet, so only the calendar shows them.
 */
export async function listUserDeadlines(options: {
  db: Db;
  userId: string;
  venueDirectory: VenueDirectory;
  now: Date;
  includePast?: boolean;
  includeNotifications?: boolean;
}): Promise<UserDeadline[]> {
  const { db, userId, now } = options;
  const favorites = await db
    .select({ venueId: schema.favorites.venueId })
    .from(schema.favorites)
    .where(eq(schema.favorites.userId, userId));
  const matched = await db
    .selectDistinct({ venueId: schema.submissionMatches.venueId })
    .from(schema.submissionMatches)
    .innerJoin(schema.submissions, eq(schema.submissions.id, schema.submissionMatches.submissionId))
    .where(
      and(
        eq(schema.submissions.userId, userId),
        // An analysis stores more venues than it shows at first; the deadlines follow the ones shown.
        lt(schema.submissionMatches.position, analysisVenueCounts.shown),
      ),
    );
  const sourceOf = new Map<string, UserDeadline['source']>(matched.map((row) => [row.venueId, 'match']));
  for (const row of favorites) sourceOf.set(row.venueId, 'favorite');

  const venues = await options.venueDirectory.findMany([...sourceOf.keys()], now);
  const from = options.includePast ? now.getTime() - pastWindowMs : now.getTime();
  const items: UserDeadline[] = [];
  for (const [venueId, source] of sourceOf) {
    const dated = venues.get(venueId);
    if (!dated) continue;
    const { venue, nextDeadline, recentChanges } = dated;
    const summary: VenueName = { id: venue.id, acronym: venue.acronym || venue.name, name: venue.name };
    let hasUpcoming = false;
    for (const edition of venue.editions) {
      const rounds = roundsOf(edition.deadlines);
      for (const deadline of edition.deadlines) {
        const at = Date.parse(deadline.at);
        const isNotification = deadline.kind === 'notification';
        if ((isNotification && !options.includeNotifications) || at <= from) continue;
        if (at > now.getTime() && !isNotification) hasUpcoming = true;
        const change = findDeadlineChange(recentChanges, {
          ...deadline,
          editionYear: edition.year,
          estimated: false,
        });
        items.push({
          venue: summary,
          deadline: {
            at: deadline.at,
            kind: deadline.kind,
            timezone: deadline.timezone,
            estimated: false,
            published: describePublishedTime(deadline.at, deadline.timezone),
            ...(change ? { change: presentDeadlineChange(change) } : {}),
          },
          editionYear: edition.year,
          round: rounds.get(deadline) ?? 1,
          source,
          ...(deadline.comment ? { comment: deadline.comment } : {}),
        });
      }
    }
    // The directory dated the venue at `now`, with the estimate's rule and typical error.
    const next = hasUpcoming ? null : nextDeadline;
    if (next?.estimated) {
      items.push({
        venue: summary,
        deadline: toNextDeadline(next)!,
        editionYear: next.editionYear,
        round: 1,
        source,
      });
    }
  }
  return items.sort(
    (a, b) => a.deadline.at.localeCompare(b.deadline.at) || a.venue.id.localeCompare(b.venue.id),
  );
}

/** Each deadline's round among the edition's deadlines of the same kind, from 1 in time order. */
function roundsOf<T extends { kind: string; at: string }>(deadlines: readonly T[]): Map<T, number> {
  const rounds = new Map<T, number>();
  const ordered = [...deadlines].sort((a, b) => a.at.localeCompare(b.at));
  const seen = new Map<string, number>();
  for (const deadline of ordered) {
    const round = (seen.get(deadline.kind) ?? 0) + 1;
    seen.set(deadline.kind, round);
    rounds.set(deadline, round);
  }
  return rounds;
}
