import { useMutation } from '@tanstack/react-query';
import { RedirectSchema } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';

/** Pays a test checkout session; the answer is the success page to land on. */
export async function completeTestCheckout(sessionId: string): Promise<string> {
  const { url } = await apiClient.post(
    `/api/billing/test-checkout/${encodeURIComponent(sessionId)}/complete`,
    {},
    RedirectSchema,
  );
  return url;
}

/** Pays, then lands on the success page as a payment provider's redirect would. */
export function useCompleteTestCheckout() {
  return useMutation({
    mutationFn: completeTestCheckout,
    onSuccess: (url) => window.location.assign(url),
  });
}
