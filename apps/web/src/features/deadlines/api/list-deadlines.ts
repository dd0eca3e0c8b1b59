import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserDeadlineListSchema } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';

/** Deadlines of the user's favourite and matched venues, earliest first; past ones on request. */
export function listDeadlines(includePast: boolean) {
  return apiClient.get(`/api/deadlines${includePast ? '?past=true' : ''}`, UserDeadlineListSchema);
}

export const listDeadlinesQueryOptions = (includePast: boolean) =>
  queryOptions({ queryKey: ['deadlines', includePast], queryFn: () => listDeadlines(includePast) });

export function useDeadlines(includePast = false) {
  return useQuery(listDeadlinesQueryOptions(includePast));
}
