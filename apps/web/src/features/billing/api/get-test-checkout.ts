import { queryOptions, useQuery } from '@tanstack/react-query';
import { TestCheckoutSchema } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';

/** One session of the built-in test checkout, as its TEST MODE page shows it. */
export function getTestCheckout(sessionId: string) {
  return apiClient.get(`/api/billing/test-checkout/${encodeURIComponent(sessionId)}`, TestCheckoutSchema);
}

export const getTestCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['billing', 'test-checkout', sessionId],
    queryFn: () => getTestCheckout(sessionId),
    retry: false,
  });

export function useTestCheckout(sessionId: string) {
  return useQuery(getTestCheckoutQueryOptions(sessionId));
}
