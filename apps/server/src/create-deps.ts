import { createDbClient, migrate, type DbClient } from '@venuescout/db';
import type { AppDeps } from './app-env.ts';
import { createAuth } from './auth/create-auth.ts';
import type { Env } from './env.ts';
import type { Logger } from './lib/logger.ts';
import { createOutboxMailer } from './mail/create-outbox-mailer.ts';
import { createSmtpMailer } from './mail/create-smtp-mailer.ts';

/** The running application's parts, and how to stop them in order. */
export interface AppContext {
  deps: AppDeps;
  dbClient: DbClient;
  close(): Promise<void>;
}

/**
 * Connects the database (PostgreSQL when DATABASE_URL is set, PGlite in DATA_DIR otherwise), applies
 * migrations, and wires the mailer and auth. `dbClient` lets tests pass an in-memory database.
 */
export async function createDeps(options: { env: Env; logger: Logger; dbClient?: DbClient }): Promise<AppContext> {
  const { env, logger } = options;
  const dbClient =
    options.dbClient ??
    createDbClient(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: `${env.dataDir}/pglite` });
  await migrate(dbClient);
  const { db } = dbClient;
  const mailer = env.smtpUrl ? createSmtpMailer(env.smtpUrl, env.mailFrom) : createOutboxMailer(db, logger);
  const auth = createAuth({ env, db, mailer, logger });
  return {
    deps: { env, db, auth, mailer, logger, pingDb: dbClient.ping },
    dbClient,
    async close() {
      await mailer.close();
      await dbClient.close();
    },
  };
}
