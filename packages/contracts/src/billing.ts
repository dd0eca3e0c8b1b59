import { z } from 'zod';

/** The paid plan as the pricing and checkout pages show it (specification §9). */
export const proPlan = {
  name: 'Pro Plan',
  /** Price in whole US dollars per interval. */
  priceUsd: 20,
  interval: 'month',
  features: [
    'Unlimited paper submissions',
    'Priority support',
    'Advanced analytics',
    'Custom recommendations',
    'Early access to new features',
  ],
} as const;

/** Subscription statuses that make a user Pro; any other status is the free plan. */
export const proStatuses: readonly string[] = ['active', 'trialing'];

/** Which payment provider the server runs with: Stripe, or the built-in test checkout. */
export const BillingProviderSchema = z.enum(['stripe', 'test']);
export type BillingProvider = z.infer<typeof BillingProviderSchema>;

/** The Pro subscription in force, as `GET /api/me` reports it. */
export const SubscriptionSummarySchema = z.object({
  /** The provider that bills it. */
  provider: BillingProviderSchema,
  /** The provider's status (`active` or `trialing` while Pro). */
  status: z.string(),
  /** ISO-8601 end of the paid period: the renewal date, or the end date when cancelled. */
  currentPeriodEnd: z.string().nullable(),
  /** Whether the provider offers a self-service page for cards and invoices (Stripe's portal). */
  hasPortal: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummarySchema>;

/** `POST /api/billing/checkout`: where to send the browser to pay. */
export const CheckoutSessionSchema = z.object({
  /** The checkout page (Stripe Checkout, or the built-in test checkout); null if none was given. */
  url: z.string().nullable(),
});
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

/** A URL to send the browser to (the success page after a test payment, or Stripe's portal). */
export const RedirectSchema = z.object({
  /** Absolute URL on this app or the provider. */
  url: z.string(),
});
export type Redirect = z.infer<typeof RedirectSchema>;

/** `GET /api/billing/test-checkout/:sessionId`: what the TEST MODE checkout page shows. */
export const TestCheckoutSchema = z.object({
  /** Session id. */
  id: z.string(),
  /** `open` until paid, then `complete`; `expired` after 24 hours unpaid. */
  status: z.enum(['open', 'complete', 'expired']),
  /** The plan being bought. */
  plan: z.object({
    /** Plan name. */
    name: z.string(),
    /** Price in whole US dollars per interval. */
    priceUsd: z.number(),
    /** Billing interval. */
    interval: z.string(),
  }),
  /** The account that pays. */
  email: z.string(),
  /** Where Cancel goes. */
  cancelUrl: z.string(),
});
export type TestCheckout = z.infer<typeof TestCheckoutSchema>;

/** `POST /api/billing/cancel` and `POST /api/billing/resume`: the plan after the change. */
export const CancelSubscriptionResultSchema = z.object({
  /** The plan in force now: still `pro` after cancelling, until the paid period ends. */
  plan: z.enum(['free', 'pro']),
  /** ISO-8601 instant Pro ends because it was cancelled; null while it renews (after resuming). */
  cancelAt: z.string().nullable(),
});
export type CancelSubscriptionResult = z.infer<typeof CancelSubscriptionResultSchema>;

/**
 * The body of every billing action (checkout, complete, cancel, portal): an empty JSON object. The
 * price and the return addresses come from the server, never from the caller.
 */
export const BillingActionInputSchema = z.strictObject({}, { error: 'This request takes no fields.' });
