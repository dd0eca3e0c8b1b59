// One change-alert scan in its own process, as a second app process would run it: used by the test
// that checks two processes on one PostgreSQL send each alert once. Prints the number it sent.
import { createDbClient } from '@venuescout/db';
import { sendChangeAlerts } from '../src/change-alerts/send-change-alerts.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createOutboxMailer } from '../src/mail/create-outbox-mailer.ts';

const { DATABASE_URL, SCAN_AT } = process.env;
if (!DATABASE_URL || !SCAN_AT) throw new Error('DATABASE_URL and SCAN_AT are required');
const client = createDbClient({ databaseUrl: DATABASE_URL });
const logger = createLogger('silent');
const { sent } = await sendChangeAlerts({
  db: client.db,
  mailer: createOutboxMailer(client.db, logger),
  appUrl: 'http://localhost:3999',
  logger,
  now: new Date(SCAN_AT),
});
console.log(JSON.stringify({ sent }));
await client.close();
