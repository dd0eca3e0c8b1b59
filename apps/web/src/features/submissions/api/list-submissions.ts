import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubmissionListSchema } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';

/** The user's analyses, newest first. */
export function listSubmissions() {
  return apiClient.get('/api/submissions', SubmissionListSchema);
}

export const listSubmissionsQueryOptions = () =>
  queryOptions({ queryKey: ['submissions'], queryFn: listSubmissions });

export function useSubmissions() {
  return useQuery(listSubmissionsQueryOptions());
}
