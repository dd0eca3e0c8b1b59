import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { parseCatalogStats } from './parse-catalog-stats';

/** The measured figures the landing page may claim. */
export function getCatalogStats() {
  return apiClient.get('/api/stats', { parse: parseCatalogStats });
}

export const getCatalogStatsQueryOptions = () =>
  queryOptions({ queryKey: ['catalog-stats'], queryFn: getCatalogStats, staleTime: 5 * 60_000 });

export function useCatalogStats() {
  return useQuery(getCatalogStatsQueryOptions());
}
