import type { Match } from '@venuescout/contracts';
import { filterMatches, type MatchFilters } from './filter-matches';

/** What the results list shows: the filtered venues, how many of them are on screen, and the dismissed. */
export interface ArrangedMatches {
  /** Every venue that passes the filters, in the chosen order. */
  all: Match[];
  /** The first `visibleCount` of `all`. */
  visible: Match[];
  /** How many of the analysis's venues the researcher dismissed. */
  dismissedCount: number;
}

/**
 * Hides the dismissed venues unless `isDismissedShown`, applies the filters and sorting, and keeps the
 * first `visibleCount` on screen.
 */
export function arrangeMatches(options: {
  matches: readonly Match[];
  dismissedVenueIds: readonly string[];
  filters: MatchFilters;
  isDismissedShown: boolean;
  visibleCount: number;
  now: Date;
}): ArrangedMatches {
  const dismissed = new Set(options.dismissedVenueIds);
  const pool = options.isDismissedShown
    ? options.matches
    : options.matches.filter((match) => !dismissed.has(match.venue.id));
  const all = filterMatches(pool, options.filters, options.now);
  return {
    all,
    visible: all.slice(0, options.visibleCount),
    dismissedCount: options.matches.filter((match) => dismissed.has(match.venue.id)).length,
  };
}
