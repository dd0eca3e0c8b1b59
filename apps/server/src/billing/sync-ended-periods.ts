import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { proStatuses } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';
import type { Logger } from '../lib/logger.ts';
import type { BillingProvider } from './billing-provider.ts';
import type { BillingMail } from './mail/send-subscription-notices.ts';
import { syncCustomerSubscriptions } from './sync-customer-subscriptions.ts';

/**
 * Asks the provider again about every live subscription whose paid period or scheduled end has passed,
 * so the app learns of a renewal or an ending without waiting for an event: the test provider sends
 * none, and a Stripe event can be lost. Returns how many customers it read.
 */
export async function syncEndedPeriods(options: {
  db: Db;
  provider: BillingProvider;
  logger: Logger;
  mail: BillingMail;
  now: Date;
}): Promise<number> {
  const { db, provider, logger, mail, now } = options;
  const { subscriptions } = schema;
  const due = await db
    .selectDistinct({ customerId: subscriptions.customerId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider.kind),
        inArray(subscriptions.status, [...proStatuses]),
        or(
          lte(subscriptions.cancelAt, now),
          and(isNull(subscriptions.cancelAt), lte(subscriptions.currentPeriodEnd, now)),
        ),
      ),
    );
  for (const { customerId } of due) {
    // One customer's failure (the provider briefly down) must not keep the others waiting an hour.
    await syncCustomerSubscriptions({ db, provider, customerId, mail }).catch((error: unknown) => {
      logger.warn({ err: error, customerId }, 'could not re-read an ended subscription period');
    });
  }
  return due.length;
}
