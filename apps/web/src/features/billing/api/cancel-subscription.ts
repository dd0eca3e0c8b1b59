import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CancelSubscriptionResultSchema } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/query-keys';

/** Cancels Pro: at once in test mode, at the end of the paid period with Stripe. */
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
