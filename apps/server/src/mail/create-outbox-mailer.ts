import type { Db } from '@venuescout/db';
import { schema } from '@venuescout/db';
import type { Logger } from '../lib/logger.ts';
import { extractLinks } from './extract-links.ts';
import type { Mailer } from './mailer.ts';

/**
 * A mailer that stores messages in the outbox table (the embedded default; the dev mailbox page shows
 * them). The links are not logged: they carry sign-in and reset tokens, and logs travel further than
 * the database.
 */
export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  // Two mails sent within one millisecond must still list in the order they were sent.
  let lastSentAt = 0;
  return {
    kind: 'outbox',
    async send(message) {
      const links = extractLinks(message.text);
      lastSentAt = Math.max(Date.now(), lastSentAt + 1);
      await db.insert(schema.outboxMessages).values({ ...message, links, createdAt: new Date(lastSentAt) });
      logger.info({ to: message.to, subject: message.subject }, 'e-mail stored in the dev outbox');
    },
    async close() {},
  };
}
