import { queryOptions, useQuery } from '@tanstack/react-query';
import { VenueDetailSchema } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';

/** One venue with its editions, deadlines and sources. Ids contain a slash (`conf/acl`). */
export function getVenue(id: string) {
  return apiClient.get(`/api/venues/${id.split('/').map(encodeURIComponent).join('/')}`, VenueDetailSchema);
}

export const getVenueQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['venue', id], queryFn: () => getVenue(id) });

export function useVenue(id: string) {
  return useQuery(getVenueQueryOptions(id));
}
