import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { VenuePageSchema } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';

/** Filters of the catalog page, as they appear in its URL. */
export type VenueFilters = Record<
  'q' | 'type' | 'area' | 'region' | 'rank' | 'upcoming' | 'sort' | 'page',
  string
>;

/** One page of the public catalog. */
export function listVenues(filters: Partial<VenueFilters>) {
  const query = new URLSearchParams(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  );
  return apiClient.get(`/api/venues?${query.toString()}`, VenuePageSchema);
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
