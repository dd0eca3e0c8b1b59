import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubmissionListSchema } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';

/** The user's analyses, newest first. */
export function listAnalyses() {
  return apiClient.get('/api/submissions', SubmissionListSchema);
}

export const listAnalysesQueryOptions = () => queryOptions({ queryKey: ['analyses'], queryFn: listAnalyses });

export function useAnalyses() {
  return useQuery(listAnalysesQueryOptions());
}
