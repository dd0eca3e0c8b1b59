import { Hono } from 'hono';
import { z } from 'zod';
import { BillingActionInputSchema, proPlan, type TestCheckout } from '@venuescout/contracts';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { requireSession } from '../auth/require-session.ts';
import { AppError } from '../lib/app-error.ts';
import { readJsonBody } from '../lib/read-json-body.ts';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit.ts';
import { perUserKey, rateLimitRules } from '../rate-limit/rate-limit-rules.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { completeTestCheckout } from './complete-test-checkout.ts';
import { createCheckout } from './create-checkout.ts';
import { openBillingPortal } from './open-billing-portal.ts';
import { resumeSubscription } from './resume-subscription.ts';

const SessionIdSchema = z.uuid();
const notFound = () => new AppError('NOT_FOUND', 'No such checkout session.');

/**
 * `/api/billing`: checkout, cancel, resume, the Stripe portal, and the test provider's checkout (the
 * webhook is mounted apart: webhook.routes.ts).
 * Each route exists only where the provider in use declares the capability; elsewhere it is a 404.
 */
export function billingRoutes(deps: AppDeps) {
  const { db, env, auth, logger, mailer, billing } = deps;
  const session = requireSession(auth);
  const requireTestCheckout = () => {
    const { testCheckout } = billing.capabilities;
    if (!testCheckout)
      throw new AppError('NOT_FOUND', 'The test checkout is off: payments go through Stripe.');
    return testCheckout;
  };
  const readSessionId = (raw: string) => {
    const sessionId = SessionIdSchema.safeParse(raw);
    if (!sessionId.success) throw notFound();
    return sessionId.data;
  };
  const forUser = (userId: string) => ({ db, env, logger, mailer, provider: billing, userId });

  return new Hono<AppEnv>()
    .post('/checkout', session, async (c) => {
      const user = c.get('user');
      await enforceRateLimit(db, [
        { key: perUserKey('checkout', user.id), rule: rateLimitRules.checkoutPerUser },
      ]);
      readJsonBody(c, BillingActionInputSchema);
      return c.json(await createCheckout({ ...forUser(user.id), email: user.email }), 201);
    })
    .post('/cancel', session, async (c) => {
      readJsonBody(c, BillingActionInputSchema);
      return c.json(await cancelSubscription(forUser(c.get('user').id)));
    })
    .post('/resume', session, async (c) => {
      readJsonBody(c, BillingActionInputSchema);
      return c.json(await resumeSubscription(forUser(c.get('user').id)));
    })
    .post('/portal', session, async (c) => {
      readJsonBody(c, BillingActionInputSchema);
      return c.json(await openBillingPortal(forUser(c.get('user').id)));
    })
    .get('/test-checkout/:sessionId', session, async (c) => {
      const checkout = await requireTestCheckout().find({
        sessionId: readSessionId(c.req.param('sessionId')),
        userId: c.get('user').id,
        now: new Date(),
      });
      if (!checkout) throw notFound();
      const body: TestCheckout = {
        ...checkout,
        plan: { name: proPlan.name, priceUsd: proPlan.priceUsd, interval: proPlan.interval },
      };
      return c.json(body);
    })
    .post('/test-checkout/:sessionId/complete', session, async (c) => {
      const testCheckout = requireTestCheckout();
      const sessionId = readSessionId(c.req.param('sessionId'));
      readJsonBody(c, BillingActionInputSchema);
      return c.json(
        await completeTestCheckout({
          db,
          provider: billing,
          testCheckout,
          sessionId,
          userId: c.get('user').id,
          mail: { mailer, appUrl: env.appUrl, logger },
        }),
      );
    });
}
