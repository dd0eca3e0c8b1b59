import type { Db } from '@venuescout/db';
import { schema } from '@venuescout/db';
import type { Logger } from '../lib/logger.ts';
import { extractLinks } from './extract-links.ts';
import type { Mailer } from './mailer.ts';

/** A mailer that stores messages in the outbox table and logs their links (the embedded default). */
export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      const links = extractLinks(message.text);
      await db.insert(schema.outboxMessages).values({ ...message, links });
      logger.info({ to: message.to, subject: message.subject, links }, 'e-mail stored in the dev outbox');
    },
    async close() {},
  };
}
