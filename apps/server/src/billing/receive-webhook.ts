import { isStorableText } from '@venuescout/contracts';
import type { Db } from '@venuescout/db';
import { AppError } from '../lib/app-error.ts';
import type { Logger } from '../lib/logger.ts';
import { billingEventTypes } from './billing-event-types.ts';
import type { BillingProvider } from './billing-provider.ts';
import type { BillingMail } from './mail/send-subscription-notices.ts';
import { syncCustomerSubscriptions, type SyncOutcome } from './sync-customer-subscriptions.ts';

/**
 * Verifies a provider webhook against the exact bytes received and applies the subscription events
 * among it; any other event is acknowledged and ignored.
 */
export async function receiveWebhook(options: {
  db: Db;
  logger: Logger;
  provider: BillingProvider;
  rawBody: string;
  signature: string | undefined;
  mail: BillingMail;
}): Promise<SyncOutcome | 'ignored'> {
  const { db, logger, provider } = options;
  const { webhooks } = provider.capabilities;
  if (!webhooks) throw new AppError('NOT_FOUND', 'Webhooks arrive only with Stripe configured.');
  const event = await webhooks.verify(options.rawBody, options.signature).catch(() => {
    throw new AppError('BAD_REQUEST', 'The webhook signature is missing or does not match.');
  });
  if (!billingEventTypes.has(event.type) || !event.customerId) return 'ignored';
  // Only the event's id and customer are stored. Stripe's are short ASCII; anything else cannot be
  // one of ours, and is acknowledged rather than failing in SQL (a refused event is sent again).
  if (![event.id, event.customerId].every(isStoredIdentifier)) {
    logger.warn({ type: event.type }, 'webhook event with an id this app cannot store');
    return 'ignored';
  }
  const outcome = await syncCustomerSubscriptions({
    db,
    provider,
    customerId: event.customerId,
    event,
    mail: options.mail,
  });
  if (outcome === 'unknown-customer') {
    logger.warn({ eventId: event.id, type: event.type }, 'webhook for a customer this app does not know');
  }
  return outcome;
}

const isStoredIdentifier = (value: string) => value.length <= 255 && isStorableText(value);
