import { useQueries } from '@tanstack/react-query';
import type { VenueDetail } from '@venuescout/contracts';
import { getVenueQueryOptions } from '../../features/catalog/api/get-venue';

/**
 * The catalog's current facts of the given venues, by id: an analysis keeps its venues' deadlines as of
 * the day it ran, and a plan needs today's. A venue still loading or that failed to load is absent.
 */
export function useLiveVenues(venueIds: readonly string[]): Map<string, VenueDetail> {
  const results = useQueries({
    queries: venueIds.map((id) => ({ ...getVenueQueryOptions(id), staleTime: 60_000 })),
  });
  const venues = new Map<string, VenueDetail>();
  results.forEach((result, index) => {
    const id = venueIds[index];
    if (result.data && id) venues.set(id, result.data);
  });
  return venues;
}
