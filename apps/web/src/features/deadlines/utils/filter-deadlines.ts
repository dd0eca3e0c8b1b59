import type { UserDeadline } from '@venuescout/contracts';

/** Which deadlines the page shows: every one, or those of favourites, or those of analysed venues. */
export interface DeadlineFilters {
  source: 'all' | UserDeadline['source'];
  /** Matched against the venue's acronym and name, ignoring case. */
  query: string;
}

export const defaultDeadlineFilters: DeadlineFilters = { source: 'all', query: '' };

/** The deadlines that pass the filters, in their given order. */
export function filterDeadlines(items: readonly UserDeadline[], filters: DeadlineFilters): UserDeadline[] {
  const needle = filters.query.trim().toLowerCase();
  return items.filter(
    (item) =>
      (filters.source === 'all' || item.source === filters.source) &&
      (needle === '' || `${item.venue.acronym} ${item.venue.name}`.toLowerCase().includes(needle)),
  );
}
