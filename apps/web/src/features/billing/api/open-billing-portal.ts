import { useMutation } from '@tanstack/react-query';
import { RedirectSchema } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';

/** Opens the payment provider's page for cards, invoices and cancelling. */
export async function openBillingPortal(): Promise<string> {
  const { url } = await apiClient.post('/api/billing/portal', {}, RedirectSchema);
  return url;
}

export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: openBillingPortal,
    onSuccess: (url) => window.location.assign(url),
  });
}
