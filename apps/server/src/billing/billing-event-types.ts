/**
 * The Stripe events that can change whether a user is Pro. Each one triggers a sync of the customer's
 * subscriptions; other events are acknowledged and otherwise ignored.
 */
export const billingEventTypes: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);
