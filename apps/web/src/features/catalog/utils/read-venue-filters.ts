import type { VenueFilters } from '../api/venue-filters';

const filterNames = ['q', 'type', 'area', 'region', 'rank', 'upcoming', 'sort', 'page'] as const;

/** The catalog filters set in a URL's query; empty ones are left out, so equal URLs give equal query keys. */
export function readVenueFilters(searchParams: URLSearchParams): Partial<VenueFilters> {
  return Object.fromEntries(
    filterNames.flatMap((name) => (searchParams.get(name) ? [[name, searchParams.get(name)!]] : [])),
  );
}
