import { useMutation } from '@tanstack/react-query';
import { CheckoutSessionSchema, messages } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-request-error';

/**
 * Creates a Pro checkout and returns where the browser pays. Failures carry the specification's texts:
 * no session, the server's message (or the generic one), or an answer without a URL.
 */
export async function startCheckout({ isSignedIn }: { isSignedIn: boolean }): Promise<string> {
  if (!isSignedIn) throw new Error(messages.noAuthSession);
  let checkout;
  try {
    checkout = await apiClient.post('/api/billing/checkout', {}, CheckoutSessionSchema);
  } catch (error) {
    if (error instanceof ApiRequestError) {
      throw new Error(
        error.status === 401 ? messages.noAuthSession : error.message || messages.checkoutFailed,
        { cause: error },
      );
    }
    // Offline, or an answer that is not ours: the interface falls back to its own message.
    throw new Error('', { cause: error });
  }
  if (!checkout.url) throw new Error(messages.noCheckoutUrl);
  return checkout.url;
}

/** Starts checkout and sends the browser to the payment page; pending until the page unloads. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: (url) => window.location.assign(url),
  });
}
