import { Hono } from 'hono';
import { z } from 'zod';
import { BillingActionInputSchema, proPlan, type TestCheckout } from '@venuescout/contracts';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { requireSession } from '../auth/require-session.ts';
import { AppError } from '../lib/app-error.ts';
import { readJsonBody } from '../lib/read-json-body.ts';
import { getPlanLimits } from '../plans/get-plan-limits.ts';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit.ts';
import { rateLimitRules } from '../rate-limit/rate-limit-rules.ts';
import { callProvider } from './call-provider.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { resumeSubscription } from './resume-subscription.ts';
import { createCheckout } from './create-checkout.ts';
import { billingEventTypes } from './billing-event-types.ts';
import { syncCustomerSubscriptions } from './sync-customer-subscriptions.ts';
import type { TestBillingProvider } from './create-test-provider.ts';

const SessionIdSchema = z.uuid();
const notFound = () => new AppError('NOT_FOUND', 'No such checkout session.');

/**
 * `/api/billing`: checkout, cancel, the Stripe portal and webhook, and the test provider's checkout.
 * Each route exists only where the provider in use supports it; elsewhere it is a 404.
 */
export function billingRoutes(deps: AppDeps) {
  const { db, env, auth, logger, billing } = deps;
  const session = requireSession(auth);
  const testProvider = billing.kind === 'test' ? (billing as TestBillingProvider) : undefined;
  const requireTestProvider = () => {
    if (!testProvider)
      throw new AppError('NOT_FOUND', 'The test checkout is off: payments go through Stripe.');
    return testProvider;
  };
  const limitsOf = (userId: string) => getPlanLimits({ db, env, logger, userId });

  return new Hono<AppEnv>()
    .post('/checkout', session, async (c) => {
      const user = c.get('user');
      await enforceRateLimit(db, [{ key: `checkout:user:${user.id}`, rule: rateLimitRules.checkoutPerUser }]);
      await readJsonBody(c, BillingActionInputSchema);
      const checkout = await createCheckout({
        db,
        provider: billing,
        appUrl: env.appUrl,
        user,
        limits: await limitsOf(user.id),
      });
      return c.json(checkout, 201);
    })
    .post('/cancel', session, async (c) => {
      const user = c.get('user');
      await readJsonBody(c, BillingActionInputSchema);
      await cancelSubscription({ db, provider: billing, limits: await limitsOf(user.id) });
      const after = await limitsOf(user.id);
      return c.json({ plan: after.plan, cancelAt: after.subscription?.cancelAt?.toISOString() ?? null });
    })
    .post('/resume', session, async (c) => {
      const user = c.get('user');
      await readJsonBody(c, BillingActionInputSchema);
      await resumeSubscription({ db, provider: billing, limits: await limitsOf(user.id) });
      const after = await limitsOf(user.id);
      return c.json({ plan: after.plan, cancelAt: after.subscription?.cancelAt?.toISOString() ?? null });
    })
    .post('/portal', session, async (c) => {
      const user = c.get('user');
      await readJsonBody(c, BillingActionInputSchema);
      const { subscription } = await limitsOf(user.id);
      if (!billing.createPortalSession || !subscription || subscription.provider !== billing.kind) {
        throw new AppError('NOT_FOUND', 'There is no billing portal for this account.');
      }
      const createPortal = billing.createPortalSession.bind(billing);
      const url = await callProvider(() =>
        createPortal({ customerId: subscription.customerId, returnUrl: `${env.appUrl}/profile` }),
      );
      return c.json({ url });
    })
    .get('/test-checkout/:sessionId', session, async (c) => {
      const provider = requireTestProvider();
      const sessionId = SessionIdSchema.safeParse(c.req.param('sessionId'));
      if (!sessionId.success) throw notFound();
      const checkout = await provider.findCheckout({
        sessionId: sessionId.data,
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
      const provider = requireTestProvider();
      const sessionId = SessionIdSchema.safeParse(c.req.param('sessionId'));
      if (!sessionId.success) throw notFound();
      await readJsonBody(c, BillingActionInputSchema);
      const { customerId, successUrl } = await provider.completeCheckout({
        sessionId: sessionId.data,
        userId: c.get('user').id,
        now: new Date(),
      });
      // The same path a verified Stripe event takes; the event id is the session's, so paying the
      // same session again is a duplicate with no second effect.
      await syncCustomerSubscriptions({
        db,
        provider,
        customerId,
        event: { id: `evt_test_${sessionId.data}`, type: 'checkout.session.completed', customerId },
      });
      return c.json({ url: successUrl });
    })
    .post('/webhook', async (c) => {
      if (!billing.verifyWebhook)
        throw new AppError('NOT_FOUND', 'Webhooks arrive only with Stripe configured.');
      const verify = billing.verifyWebhook.bind(billing);
      // The signature covers the exact bytes Stripe sent, so the body is read as text, not parsed first.
      const rawBody = await c.req.text();
      const event = await verify(rawBody, c.req.header('stripe-signature')).catch(() => {
        throw new AppError('BAD_REQUEST', 'The webhook signature is missing or does not match.');
      });
      if (!billingEventTypes.has(event.type) || !event.customerId) {
        return c.json({ received: true, outcome: 'ignored' });
      }
      const outcome = await syncCustomerSubscriptions({
        db,
        provider: billing,
        customerId: event.customerId,
        event,
      });
      if (outcome === 'unknown-customer') {
        logger.warn({ eventId: event.id, type: event.type }, 'webhook for a customer this app does not know');
      }
      return c.json({ received: true, outcome });
    });
}
