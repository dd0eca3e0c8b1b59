import { queryOptions, useQuery } from '@tanstack/react-query';
import { CatalogSourceListSchema } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';

/** Each catalog source with the snapshot it shipped with and its last refresh. */
export function listCatalogSources() {
  return apiClient.get('/api/catalog/sources', CatalogSourceListSchema);
}

export const listCatalogSourcesQueryOptions = () =>
  queryOptions({ queryKey: ['catalog-sources'], queryFn: listCatalogSources, staleTime: 5 * 60_000 });

export function useCatalogSources() {
  return useQuery(listCatalogSourcesQueryOptions());
}
