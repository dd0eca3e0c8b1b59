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

/** A self-service page at the provider for cards and invoices. */
export interface BillingPortal {
  /** Opens a portal session for the customer and returns its address. */
  createSession(input: { customerId: string; returnUrl: string }): Promise<string>;
}

/** Signed events the provider sends to the app's webhook. */
export interface BillingWebhooks {
  /** Verifies a webhook's signature on its raw body; throws when it does not match. */
  verify(rawBody: string, signature: string | undefined): Promise<BillingEvent>;
}

/** A checkout session of the in-app test checkout, as its owner sees it. */
export interface TestCheckoutView {
  id: string;
  status: 'open' | 'complete' | 'expired';
  email: string;
  cancelUrl: string;
}

/** The in-app checkout page, where the browser pays a session without leaving the app. */
export interface TestCheckoutSessions {
  /** The user's own session, or null when there is no such session of theirs. */
  find(options: { sessionId: string; userId: string; now: Date }): Promise<TestCheckoutView | null>;
  /** Pays an open session: starts a subscription that renews monthly. Paying twice changes nothing. */
  complete(options: {
    sessionId: string;
    userId: string;
    now: Date;
  }): Promise<{ customerId: string; successUrl: string }>;
}

/**
 * What a provider offers beyond the calls every provider has: each is the capability itself, or null
 * where the provider has none, so a caller branches on what is declared here and never on `kind`.
 */
export interface BillingCapabilities {
  portal: BillingPortal | null;
  webhooks: BillingWebhooks | null;
  testCheckout: TestCheckoutSessions | null;
}

/**
 * What VenueScout needs from a payment provider. Stripe and the built-in test provider implement it
 * in full (billing/providers/), and the subscription sync reads state only through
 * `listSubscriptions`, whichever is in use.
 */
export interface BillingProvider {
  readonly kind: ProviderName;
  readonly capabilities: BillingCapabilities;
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
}
