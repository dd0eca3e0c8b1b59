import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CancelSubscriptionResultSchema } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/query-keys';

/** Cancels Pro at the end of the paid period; until then the user keeps it and may resume. */
export function cancelSubscription() {
  return apiClient.post('/api/billing/cancel', {}, CancelSubscriptionResultSchema);
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
