import type { BillingProvider as ProviderName } from '@venuescout/contracts';

/** A subscription as the provider reports it now. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  currentPeriodEnd: Date | null;
  /** When the subscription is due to end because it was cancelled; null while it renews. */
  cancelAt: Date | null;
}

/** A provider event after its signature was verified, reduced to what the sync needs. */
export interface BillingEvent {
  id: string;
  type: string;
  /** The provider customer it concerns; null for events about no customer. */
  customerId: string | null;
}

/**
 * What VenueScout needs from a payment provider. Stripe and the built-in test provider implement it,
 * and the subscription sync reads state only through `listSubscriptions`, whichever is in use.
 */
export interface BillingProvider {
  readonly kind: ProviderName;
  /** Creates the provider's customer for a user and returns its id. */
  createCustomer(input: { userId: string; email: string }): Promise<string>;
  /** Starts a checkout for the Pro price; the URL is where the browser pays. */
  createCheckoutSession(input: {
    userId: string;
    customerId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string | null }>;
  /** Every subscription of the customer, as the provider sees it now. */
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /** Cancels at the end of the paid period (`atPeriodEnd`) or at once, where the provider allows. */
  cancelSubscription(subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<void>;
  /** Undoes a cancellation at period end, so the subscription renews again. */
  resumeSubscription(subscriptionId: string): Promise<void>;
  /** A self-service page for cards and invoices, where the provider has one. */
  createPortalSession?(input: { customerId: string; returnUrl: string }): Promise<string>;
  /** Verifies a webhook's signature on its raw body; throws when it does not match. */
  verifyWebhook?(rawBody: string, signature: string | undefined): Promise<BillingEvent>;
}
