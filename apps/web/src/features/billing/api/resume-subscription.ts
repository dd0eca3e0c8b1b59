import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CancelSubscriptionResultSchema } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/query-keys';

/** Takes back a cancellation while Pro still runs, so it renews again. */
export function resumeSubscription() {
  return apiClient.post('/api/billing/resume', {}, CancelSubscriptionResultSchema);
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
