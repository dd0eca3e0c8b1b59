import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppDeps, AppEnv } from './app-env.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { billingRoutes } from './billing/billing.routes.ts';
import { webhookRoutes } from './billing/webhook.routes.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { mailboxRoutes } from './dev/mailbox.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { AppError } from './lib/app-error.ts';
import { checkRequestBody } from './lib/check-request-body.ts';
import { createErrorHandler } from './lib/handle-error.ts';
import {
  limitBody,
  maxBodyBytes,
  noStoreByDefault,
  readUnreadBody,
  rejectUnsafeAddress,
  requireSameOrigin,
  securityHeaders,
} from './lib/security.ts';
import { meRoutes } from './me/me.routes.ts';
import { accountRoutes } from './account/account.routes.ts';
import { calendarRoutes } from './calendar/calendar.routes.ts';
import { catalogSourcesRoutes } from './catalog-sources/catalog-sources.routes.ts';
import { deadlinesRoutes } from './deadlines/deadlines.routes.ts';
import { favoritesRoutes } from './favorites/favorites.routes.ts';
import { analysesRoutes } from './analyses/analyses.routes.ts';
import { keywordSuggestionsRoutes } from './keyword-suggestions/keyword-suggestions.routes.ts';
import { statsRoutes } from './venues/stats.routes.ts';
import { venuesRoutes } from './venues/venues.routes.ts';
import { serveWeb } from './web/serve-web.ts';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the HTTP application: the API under /api, health checks, and the web app for the rest. */
export function createApp(deps: AppDeps, options: { webDistDir?: string } = {}) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(deps.logger));
  app.use('*', securityHeaders(deps.env.appUrl));
  app.route('/', healthRoutes(deps));
  // Machine-to-machine routes come before the browser checks below, which they must not pass through.
  app.route('/api/billing/webhook', webhookRoutes(deps));
  app.use('*', limitBody(maxBodyBytes), readUnreadBody);

  const api = new Hono<AppEnv>();
  // The web app's own files are compressed at build time (see serve-web.ts); API answers are not known
  // in advance, so they are gzipped per response for clients that accept it.
  api.use(
    '*',
    compress(),
    noStoreByDefault,
    rejectUnsafeAddress,
    requireSameOrigin(deps.env.trustedOrigins),
    checkRequestBody,
  );
  api.route('/auth', authRoutes(deps));
  api.route('/me', meRoutes(deps));
  api.route('/contact', contactRoutes(deps));
  api.route('/venues', venuesRoutes(deps));
  api.route('/stats', statsRoutes(deps));
  api.route('/catalog/sources', catalogSourcesRoutes(deps));
  // The public path keeps its first name; inside the server the noun is "analysis".
  api.route('/submissions', analysesRoutes(deps));
  api.route('/keyword-suggestions', keywordSuggestionsRoutes(deps));
  api.route('/favorites', favoritesRoutes(deps));
  api.route('/deadlines', deadlinesRoutes(deps));
  api.route('/billing', billingRoutes(deps));
  const calendar = calendarRoutes(deps);
  api.route('/', calendar.root);
  api.route('/calendar', calendar.calendar);
  const account = accountRoutes(deps);
  api.route('/account', account.account);
  api.route('/settings', account.settings);
  if (deps.env.isDevMailboxEnabled) api.route('/dev/mailbox', mailboxRoutes(deps));
  api.all('*', () => {
    throw new AppError('NOT_FOUND', 'No such API endpoint.');
  });
  app.route('/api', api);

  app.route('/', serveWeb(options.webDistDir ?? defaultWebDist));
  return app;
}
