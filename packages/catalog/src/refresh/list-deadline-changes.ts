import {
  findNextDeadline,
  type EstimateErrorBands,
  type NextDeadline,
} from '../deadlines/find-next-deadline.ts';
import type { Deadline, DeadlineKind, Venue } from '../model/venue.ts';
import { listRoundDeadlines } from './list-round-deadlines.ts';

/** A paper or abstract deadline that a catalog refresh published, moved or extended. */
export interface DeadlineChange {
  /** `venueId|editionYear|kind|track|round|newAt`: the same change found by two refreshes has one key. */
  changeKey: string;
  venueId: string;
  editionYear: number;
  kind: DeadlineKind;
  /** The call it is for; '' for the main call. */
  track: string;
  change: 'published' | 'moved' | 'extended';
  /** The instant before the refresh: the old date, our estimate, or null when there was neither. */
  previousAt: string | null;
  isPreviousEstimated: boolean;
  newAt: string;
  /** The time-zone label the source published with the new deadline. */
  timezone: string;
}

/** A later date up to this far after the old one is an extension; anything else is a move. */
const EXTENSION_DAYS = 60;
const DAY_MS = 86_400_000;

/**
 * Lists the upcoming paper and abstract deadlines of `next` that differ from `previous`. Deadlines are
 * matched by venue, edition year, kind, track and round (the i-th of that kind and track in the edition,
 * in time order). A deadline `previous` lacks is `published`, carrying the previous catalog's estimate
 * when that estimate was for the same edition, kind and track; a changed one is `extended` when it moved
 * later by at most 60 days, and `moved` otherwise. Deadlines at or before `now` are left out. Sorted by
 * venue id, then new instant.
 */
export function listDeadlineChanges(options: {
  previous: Venue[];
  next: Venue[];
  now: Date;
  errorBands?: EstimateErrorBands;
}): DeadlineChange[] {
  const { previous, next, now, errorBands = {} } = options;
  const previousById = new Map(previous.map((venue) => [venue.id, venue]));
  const changes = new Map<string, DeadlineChange>();
  for (const venue of next) {
    const previousVenue = previousById.get(venue.id);
    const oldSlots = new Map(
      listRoundDeadlines(previousVenue).map((item) => [item.slot, item.deadline] as const),
    );
    const upcoming = listRoundDeadlines(venue).filter((item) => Date.parse(item.deadline.at) > now.getTime());
    // The previous catalog's estimate stood for one deadline; only the first newly published one of
    // its edition, kind and track replaces it. It is worked out only when a deadline is new: most
    // venues have none, and estimating is the costly step.
    let estimate: NextDeadline | null | undefined;
    let isEstimateUsed = false;
    const findEstimate = () =>
      (estimate ??= previousVenue ? findNextDeadline(previousVenue, now, errorBands) : null);
    for (const item of upcoming) {
      const { deadline, editionYear, round } = item;
      const newAt = new Date(deadline.at).toISOString();
      const track = deadline.track ?? '';
      const old = oldSlots.get(item.slot);
      let change: DeadlineChange['change'] = 'published';
      let previousAt: string | null = null;
      let isPreviousEstimated = false;
      if (old) {
        const shiftMs = Date.parse(deadline.at) - Date.parse(old.at);
        if (shiftMs === 0) continue;
        change = shiftMs > 0 && shiftMs <= EXTENSION_DAYS * DAY_MS ? 'extended' : 'moved';
        previousAt = new Date(old.at).toISOString();
      } else {
        const estimated = isEstimateUsed ? null : findEstimate();
        if (estimated && isEstimateOf(estimated, deadline, editionYear)) {
          previousAt = new Date(estimated.at).toISOString();
          isPreviousEstimated = true;
          isEstimateUsed = true;
        }
      }
      const changeKey = [venue.id, editionYear, deadline.kind, track, round, newAt].join('|');
      changes.set(changeKey, {
        changeKey,
        venueId: venue.id,
        editionYear,
        kind: deadline.kind,
        track,
        change,
        previousAt,
        isPreviousEstimated,
        newAt,
        timezone: deadline.timezone,
      });
    }
  }
  return [...changes.values()].sort(
    (a, b) => compare(a.venueId, b.venueId) || compare(a.newAt, b.newAt) || compare(a.changeKey, b.changeKey),
  );
}

/** Whether the previous catalog's next deadline was an estimate for this deadline's edition, kind and track. */
function isEstimateOf(next: NextDeadline, deadline: Deadline, editionYear: number): boolean {
  return (
    next.estimated &&
    next.kind === deadline.kind &&
    next.editionYear === editionYear &&
    (next.track ?? '') === (deadline.track ?? '')
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
