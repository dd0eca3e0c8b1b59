import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { limitBody, noStoreByDefault } from '../lib/security.ts';
import { receiveWebhook } from './receive-webhook.ts';

/**
 * Stripe's webhook events carry whole objects (an invoice with many lines, a customer's metadata) and
 * may be far larger than any form; Stripe does not retry an event refused for its size, so the webhook
 * gets this larger budget.
 */
export const maxWebhookBodyBytes = 1024 * 1024;

/**
 * `POST /api/billing/webhook`, mounted ahead of the browser checks (origin, JSON body): Stripe is not a
 * browser, and whatever a signed event carries (a customer's name with a NUL in it) must not stop it.
 * The signature is checked on the exact bytes received before anything in them is used.
 */
export function webhookRoutes({ db, env, logger, mailer, billing }: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', noStoreByDefault, limitBody(maxWebhookBodyBytes))
    .post('/', async (c) => {
      const outcome = await receiveWebhook({
        db,
        logger,
        provider: billing,
        rawBody: await c.req.text(),
        signature: c.req.header('stripe-signature'),
        mail: { mailer, appUrl: env.appUrl, logger },
      });
      return c.json({ received: true, outcome });
    });
}
