import { queryOptions, useQuery } from '@tanstack/react-query';
import { AnalysisSchema } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';

/** One of the user's analyses with its ranked venues. */
export function getAnalysis(id: string) {
  return apiClient.get(`/api/submissions/${encodeURIComponent(id)}`, AnalysisSchema);
}

export const getAnalysisQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['analysis', id], queryFn: () => getAnalysis(id), retry: false });

export function useAnalysis(id: string) {
  return useQuery(getAnalysisQueryOptions(id));
}
