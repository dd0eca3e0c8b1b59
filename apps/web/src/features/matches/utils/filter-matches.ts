import type { Match, Region } from '@venuescout/contracts';
import { isDeadlineWithin, type DeadlineWindow } from './is-deadline-within';
import { meetsRankFilter, type RankFilter } from './rank-filters';

/**
 * The results page's filter state: the specification's sort, type and region options, plus search, the
 * upcoming switch, a rank and a deadline window.
 */
export interface MatchFilters {
  sort: 'relevance' | 'deadline' | 'name';
  type: 'all' | 'conference' | 'journal';
  region: 'all' | Region;
  search: string;
  isUpcomingOnly: boolean;
  rank: 'all' | RankFilter;
  /** Only venues whose next published deadline is at most this many months away; null for any. */
  deadlineWithinMonths: DeadlineWindow | null;
}

export const defaultMatchFilters: MatchFilters = {
  sort: 'relevance',
  type: 'all',
  region: 'all',
  search: '',
  isUpcomingOnly: false,
  rank: 'all',
  deadlineWithinMonths: null,
};

const deadlineTime = (match: Match) =>
  match.venue.nextDeadline ? Date.parse(match.venue.nextDeadline.at) : Number.POSITIVE_INFINITY;

/** Filters and sorts matches; ties keep the matcher's order. */
export function filterMatches(matches: readonly Match[], filters: MatchFilters, now: Date): Match[] {
  const needle = filters.search.trim().toLowerCase();
  const kept = matches.filter((match) => {
    const { venue } = match;
    if (filters.type !== 'all' && venue.type !== filters.type) return false;
    if (filters.region !== 'all' && venue.region !== filters.region) return false;
    if (filters.isUpcomingOnly && !(venue.nextDeadline && deadlineTime(match) > now.getTime())) return false;
    if (!meetsRankFilter(venue.ranks, filters.rank)) return false;
    if (filters.deadlineWithinMonths !== null && !isDeadlineWithin(venue, filters.deadlineWithinMonths, now))
      return false;
    if (needle && ![venue.acronym, venue.name, venue.description].join(' ').toLowerCase().includes(needle))
      return false;
    return true;
  });
  if (filters.sort === 'deadline') return kept.sort((a, b) => deadlineTime(a) - deadlineTime(b));
  if (filters.sort === 'name') {
    return kept.sort((a, b) =>
      (a.venue.acronym || a.venue.name).localeCompare(b.venue.acronym || b.venue.name, 'en', {
        sensitivity: 'base',
      }),
    );
  }
  return kept.sort((a, b) => b.relevance - a.relevance);
}
