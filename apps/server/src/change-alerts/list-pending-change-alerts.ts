import { and, eq, gt, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import { analysisVenueCounts, type VenueName } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';

/** How long after a refresh finds a change its alert may still go out (to a user who just opted in). */
export const ALERT_WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;

type ChangeRow = typeof schema.catalogDeadlineChanges.$inferSelect;

/** One e-mail still to send: a change, the venue it is about, and the user with why they get it. */
export interface PendingChangeAlert {
  change: ChangeRow;
  venue: VenueName;
  user: { id: string; email: string };
  /** `favorite` when the user saved the venue, `analysis` when only one of their analyses found it. */
  reason: 'favorite' | 'analysis';
}

/**
 * The change alerts not sent yet at `now`: for each change detected in the last 14 days whose new
 * deadline is still ahead, the users who saved its venue with change alerts on (no settings row
 * counts as on), and the users who also asked for the venues their analyses found. A change that a
 * later one of the same deadline superseded is left out: its news is stale.
 */
export async function listPendingChangeAlerts(options: { db: Db; now: Date }): Promise<PendingChangeAlert[]> {
  const { db, now } = options;
  const since = new Date(now.getTime() - ALERT_WINDOW_DAYS * DAY_MS);
  const recent = await db
    .select()
    .from(schema.catalogDeadlineChanges)
    .where(
      and(gte(schema.catalogDeadlineChanges.detectedAt, since), gt(schema.catalogDeadlineChanges.newAt, now)),
    );
  const changes = listLatestChanges(recent);
  if (changes.length === 0) return [];
  const venueIds = [...new Set(changes.map((change) => change.venueId))];
  const changeKeys = changes.map((change) => change.changeKey);
  const settings = schema.userSettings;
  const [savers, analysts, venues, sent] = await Promise.all([
    db
      .select({ userId: schema.users.id, email: schema.users.email, venueId: schema.favorites.venueId })
      .from(schema.favorites)
      .innerJoin(schema.users, eq(schema.users.id, schema.favorites.userId))
      .leftJoin(settings, eq(settings.userId, schema.favorites.userId))
      .where(
        and(
          inArray(schema.favorites.venueId, venueIds),
          or(isNull(settings.changeAlertsEnabled), eq(settings.changeAlertsEnabled, true)),
        ),
      ),
    // Analyses are opt-in, so only users with a settings row can have asked; the main switch still
    // stops every change alert.
    db
      .selectDistinct({
        userId: schema.users.id,
        email: schema.users.email,
        venueId: schema.submissionMatches.venueId,
      })
      .from(schema.submissionMatches)
      .innerJoin(schema.submissions, eq(schema.submissions.id, schema.submissionMatches.submissionId))
      .innerJoin(schema.users, eq(schema.users.id, schema.submissions.userId))
      .innerJoin(settings, eq(settings.userId, schema.submissions.userId))
      .where(
        and(
          inArray(schema.submissionMatches.venueId, venueIds),
          lt(schema.submissionMatches.position, analysisVenueCounts.shown),
          eq(settings.changeAlertsEnabled, true),
          eq(settings.analysisChangeAlerts, true),
        ),
      ),
    db
      .select({ id: schema.venues.id, acronym: schema.venues.acronym, name: schema.venues.name })
      .from(schema.venues)
      .where(inArray(schema.venues.id, venueIds)),
    db
      .select({ userId: schema.changeAlertsSent.userId, changeKey: schema.changeAlertsSent.changeKey })
      .from(schema.changeAlertsSent)
      .where(inArray(schema.changeAlertsSent.changeKey, changeKeys)),
  ]);
  const isSent = new Set(sent.map((row) => `${row.userId}\n${row.changeKey}`));
  const venueById = new Map(venues.map((venue) => [venue.id, venue]));
  // Savers come first, so a user who both saved the venue and analysed it is told the first reason.
  const watchersByVenue = new Map<
    string,
    { userId: string; email: string; reason: PendingChangeAlert['reason'] }[]
  >();
  for (const [rows, reason] of [
    [savers, 'favorite'],
    [analysts, 'analysis'],
  ] as const) {
    for (const { venueId, ...watcher } of rows) {
      const list = watchersByVenue.get(venueId) ?? [];
      list.push({ ...watcher, reason });
      watchersByVenue.set(venueId, list);
    }
  }
  const pending = new Map<string, PendingChangeAlert>();
  for (const change of changes) {
    const venue = venueById.get(change.venueId);
    if (!venue) continue;
    for (const { userId, email, reason } of watchersByVenue.get(change.venueId) ?? []) {
      const key = `${userId}\n${change.changeKey}`;
      if (isSent.has(key) || pending.has(key)) continue;
      pending.set(key, { change, venue, user: { id: userId, email }, reason });
    }
  }
  return [...pending.values()];
}

/**
 * The newest change of each deadline. The key ends with the new instant; what comes before it names
 * the deadline (venue, edition, kind, track, round), so two keys with the same stem are one deadline.
 */
function listLatestChanges(rows: ChangeRow[]): ChangeRow[] {
  const latest = new Map<string, ChangeRow>();
  for (const row of rows) {
    const stem = row.changeKey.slice(0, row.changeKey.lastIndexOf('|'));
    const current = latest.get(stem);
    const isNewer =
      !current ||
      row.detectedAt > current.detectedAt ||
      (row.detectedAt.getTime() === current.detectedAt.getTime() && row.newAt > current.newAt);
    if (isNewer) latest.set(stem, row);
  }
  return [...latest.values()].sort(
    (a, b) => a.venueId.localeCompare(b.venueId) || a.newAt.getTime() - b.newAt.getTime(),
  );
}
