import { loadCatalog, type Venue } from '@venuescout/catalog';
import { createDbClient, migrate, type DbClient } from '@venuescout/db';
import type { AppDeps } from './app-env.ts';
import { createAuth, type PasswordHashing } from './auth/create-auth.ts';
import type { BillingProvider } from './billing/billing-provider.ts';
import { createStripeProvider } from './billing/providers/stripe/create-stripe-provider.ts';
import { createTestModeProvider } from './billing/providers/test-mode/create-test-mode-provider.ts';
import type { Env } from './env.ts';
import type { Logger } from './lib/logger.ts';
import { createOutboxMailer } from './mail/create-outbox-mailer.ts';
import { createSmtpMailer } from './mail/create-smtp-mailer.ts';
import { createPaperRanker } from './analyses/create-paper-ranker.ts';
import type { RankPaper } from './analyses/rank-paper.ts';
import type { SuggestKeywords } from './keyword-suggestions/suggest-keywords.ts';
import { seedCatalog } from './venues/seed-catalog.ts';
import { createVenueDirectory, type VenueDirectory } from './venues/venue-directory.ts';

/** A stand-in ranker learned no field to take keywords from, so the wizard keeps its own list. */
const suggestNoKeywords: SuggestKeywords = () => Promise.resolve([]);

/** The running application's parts, and how to stop them in order. */
export interface AppContext {
  deps: AppDeps;
  dbClient: DbClient;
  close(): Promise<void>;
}

/**
 * Connects the database (PostgreSQL when DATABASE_URL is set, PGlite in DATA_DIR otherwise), applies
 * migrations, seeds the venue catalog, and wires the mailer and auth. Tests pass an in-memory
 * `dbClient` and a small `venues` list instead of the shipped catalog.
 */
export async function createDeps(options: {
  env: Env;
  logger: Logger;
  dbClient?: DbClient;
  venues?: Venue[];
  /** Builds a stand-in for the matcher over the app's venue directory (tests rank a fixed list). */
  ranker?: (venueDirectory: VenueDirectory) => RankPaper;
  /** A provider to use instead of the one the environment selects (tests point Stripe at a local API). */
  billing?: BillingProvider;
  /** Password hashing other than better-auth's scrypt (tests that sign up many users use a cheaper cost). */
  passwordHashing?: PasswordHashing;
}): Promise<AppContext> {
  const { env, logger } = options;
  const dbClient =
    options.dbClient ??
    createDbClient(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: `${env.dataDir}/pglite` });
  await migrate(dbClient);
  const { db } = dbClient;
  await seedCatalog({ db, venues: options.venues ?? (await loadCatalog()).venues, logger });
  const mailer = env.smtpUrl ? createSmtpMailer(env.smtpUrl, env.mailFrom) : createOutboxMailer(db, logger);
  const auth = createAuth({ env, db, mailer, logger, passwordHashing: options.passwordHashing });
  const venueDirectory = createVenueDirectory({ db });
  const billing =
    options.billing ??
    (env.billing.provider === 'stripe'
      ? createStripeProvider(env.billing)
      : createTestModeProvider({ db, appUrl: env.appUrl }));
  const ranking = options.ranker
    ? {
        rankPaper: options.ranker(venueDirectory),
        suggestKeywords: suggestNoKeywords,
        top10HitRate: null,
        venuesWithPapers: null,
      }
    : await createPaperRanker({ env, logger, venueDirectory });
  return {
    deps: { env, db, auth, mailer, logger, venueDirectory, billing, ...ranking, pingDb: dbClient.ping },
    dbClient,
    async close() {
      await mailer.close();
      await dbClient.close();
    },
  };
}
