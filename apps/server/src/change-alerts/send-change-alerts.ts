import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sendOnce } from '../mail/send-once.ts';
import { listPendingChangeAlerts } from './list-pending-change-alerts.ts';
import { renderChangeAlert } from './render-change-alert.ts';

/**
 * E-mails each user once about each recent deadline change of a venue they saved (or, when they asked,
 * that their analyses found). Each (user, change) is claimed in `change_alerts_sent` before the e-mail
 * goes out, so any number of processes scanning at once send it once; a failed e-mail releases its
 * claim, and a later scan tries again.
 */
export async function sendChangeAlerts(options: {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
  now: Date;
}): Promise<{ sent: number }> {
  const { db, mailer, appUrl, logger, now } = options;
  const alerts = await listPendingChangeAlerts({ db, now });
  let sent = 0;
  for (const alert of alerts) {
    const key = { userId: alert.user.id, changeKey: alert.change.changeKey };
    const delivered = await sendOnce({
      claim: async () =>
        (
          await db
            .insert(schema.changeAlertsSent)
            .values(key)
            .onConflictDoNothing()
            .returning({ userId: schema.changeAlertsSent.userId })
        ).length > 0,
      send: () => mailer.send(renderChangeAlert(alert, appUrl)),
      release: async () => {
        await db
          .delete(schema.changeAlertsSent)
          .where(
            and(
              eq(schema.changeAlertsSent.userId, key.userId),
              eq(schema.changeAlertsSent.changeKey, key.changeKey),
            ),
          );
      },
      onFailure: (error) =>
        logger.error(
          { err: error, to: alert.user.email, changeKey: key.changeKey },
          'deadline change alert could not be sent; will retry',
        ),
    });
    if (delivered) sent += 1;
  }
  if (sent > 0) logger.info({ sent, at: now.toISOString() }, 'deadline change alerts sent');
  return { sent };
}
