/** The catalog's filters as the URL carries them; its own file so the reader and the fetcher share it. */
export type VenueFilters = Record<
  'q' | 'type' | 'area' | 'region' | 'rank' | 'upcoming' | 'sort' | 'page',
  string
>;
