import type { Match } from '@venuescout/contracts';

/** The results page's filter state (the specification's sort, type and region options, plus more). */
export interface MatchFilters {
  sort: 'relevance' | 'deadline' | 'name';
  type: 'all' | 'conference' | 'journal';
  region: 'all' | 'north-america' | 'europe' | 'asia';
  search: string;
  isUpcomingOnly: boolean;
}

export const defaultMatchFilters: MatchFilters = {
  sort: 'relevance',
  type: 'all',
  region: 'all',
  search: '',
  isUpcomingOnly: false,
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
