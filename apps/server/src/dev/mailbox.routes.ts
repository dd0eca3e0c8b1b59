import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { listOutboxMessages } from './list-outbox-messages.ts';

/** `GET /api/dev/mailbox`: the development outbox. Mounted only when the outbox is the mailer. */
export function mailboxRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await listOutboxMessages({ db, limit: 200 })));
}
