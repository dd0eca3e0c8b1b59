import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderAccountNotice, type AccountNotice } from './render-account-notice.ts';

/**
 * E-mails an account notice once the change is written. A failed mail is logged and dropped: it must
 * not undo, or make the caller think it undid, the change it reports.
 */
export async function sendAccountNotice(options: {
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  to: string;
  notice: AccountNotice;
}): Promise<void> {
  const { mailer, logger, appUrl, to, notice } = options;
  try {
    await mailer.send(renderAccountNotice(notice, to, appUrl));
  } catch (error) {
    logger.error({ err: error, to, kind: notice.kind }, 'account e-mail could not be sent');
  }
}
