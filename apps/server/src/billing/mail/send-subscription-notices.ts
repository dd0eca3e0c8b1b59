import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SubscriptionNotice } from './list-subscription-notices.ts';
import { renderSubscriptionNotice } from './render-subscription-notice.ts';

/** What the subscription sync needs to e-mail the changes it wrote. */
export interface BillingMail {
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
}

/**
 * E-mails the notices of a committed sync. A mail that fails is logged and dropped: the subscription
 * change stands whatever happens to the e-mail about it.
 */
export async function sendSubscriptionNotices(
  mail: BillingMail,
  to: string,
  notices: readonly SubscriptionNotice[],
): Promise<void> {
  for (const notice of notices) {
    try {
      await mail.mailer.send(renderSubscriptionNotice(notice, to, mail.appUrl));
    } catch (error) {
      mail.logger.error({ err: error, to, kind: notice.kind }, 'billing e-mail could not be sent');
    }
  }
}
