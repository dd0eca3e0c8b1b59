import { queryOptions, useQuery } from '@tanstack/react-query';
import { AnalysisSchema } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';

/** One of the user's analyses with its ranked venues. */
export function getSubmission(id: string) {
  return apiClient.get(`/api/submissions/${encodeURIComponent(id)}`, AnalysisSchema);
}

export const getSubmissionQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['submission', id], queryFn: () => getSubmission(id), retry: false });

export function useSubmission(id: string) {
  return useQuery(getSubmissionQueryOptions(id));
}
