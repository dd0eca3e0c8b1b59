import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { readVenueFilters } from '../utils/read-venue-filters';
import { parseVenuePage } from './parse-venue-page';
import type { VenueFilters } from './venue-filters';

/** Filters of the catalog page, as they appear in its URL. */
/** One page of the public catalog. */
export function listVenues(filters: Partial<VenueFilters>) {
  const query = new URLSearchParams(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  );
  // Without filters the URL is exactly the one the server preloads with the page (`/api/venues`).
  const search = query.toString();
  return apiClient.get(search ? `/api/venues?${search}` : '/api/venues', { parse: parseVenuePage });
}

export const listVenuesQueryOptions = (filters: Partial<VenueFilters>) =>
  queryOptions({
    queryKey: ['venues', filters],
    queryFn: () => listVenues(filters),
    placeholderData: keepPreviousData,
  });

export function useVenues(filters: Partial<VenueFilters>) {
  return useQuery(listVenuesQueryOptions(filters));
}

/**
 * Starts loading the page a catalog URL shows, for the route's loader: the request then runs while the
 * page's code downloads instead of after it renders. Never throws; the page shows errors itself.
 */
export function prefetchVenues(queryClient: QueryClient, url: URL) {
  return queryClient.prefetchQuery(listVenuesQueryOptions(readVenueFilters(url.searchParams)));
}
