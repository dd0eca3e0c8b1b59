// Refreshes the catalog in the app's database and prints the report:
//   npm run catalog:refresh -- --from-upstream     fetch every source's upstream archive
//   npm run catalog:refresh -- --from DIR          read a directory laid out like shared/data/catalog
//   npm run catalog:refresh -- --last              print the last stored report
// It uses the server's configuration (DATABASE_URL, or the PGlite database in DATA_DIR, which only one
// process may open: stop `npm start` first), and e-mails the changes it finds like the weekly job.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { desc } from 'drizzle-orm';
import { loadCatalog } from '@venuescout/catalog';
import { createDbClient, migrate, schema } from '@venuescout/db';
import { formatRefreshReport } from '../src/catalog-refresh/format-refresh-report.ts';
import type { RefreshReport } from '../src/catalog-refresh/refresh-report.ts';
import { runCatalogRefresh } from '../src/catalog-refresh/run-catalog-refresh.ts';
import { EnvError, loadEnv } from '../src/env.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createOutboxMailer } from '../src/mail/create-outbox-mailer.ts';
import { createSmtpMailer } from '../src/mail/create-smtp-mailer.ts';
import { seedCatalog } from '../src/venues/seed-catalog.ts';

const { values } = parseArgs({
  options: { 'from-upstream': { type: 'boolean' }, from: { type: 'string' }, last: { type: 'boolean' } },
});
if ([values['from-upstream'], values.from, values.last].filter(Boolean).length !== 1) {
  process.stderr.write('Usage: npm run catalog:refresh -- --from-upstream | --from DIR | --last\n');
  process.exit(2);
}

let env;
try {
  env = loadEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const logger = createLogger(env.logLevel === 'info' ? 'warn' : env.logLevel);
const dbClient = createDbClient(
  env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: `${env.dataDir}/pglite` },
);
try {
  await migrate(dbClient);
  const { db } = dbClient;
  if (values.last) {
    const [row] = await db
      .select()
      .from(schema.catalogRefreshes)
      .orderBy(desc(schema.catalogRefreshes.startedAt))
      .limit(1);
    process.stdout.write(
      row ? formatRefreshReport(row.report as unknown as RefreshReport) : 'No refresh has run yet.\n',
    );
  } else {
    // A database the server never started on holds no catalog yet: the refresh compares with the release's.
    await seedCatalog({ db, venues: (await loadCatalog()).venues, logger });
    const mailer = env.smtpUrl ? createSmtpMailer(env.smtpUrl, env.mailFrom) : createOutboxMailer(db, logger);
    const report = await runCatalogRefresh({
      dbClient,
      config: env.catalogRefresh,
      ...(values.from ? { fromDirectory: resolve(values.from) } : {}),
      mailer,
      appUrl: env.appUrl,
      logger,
      trigger: 'operator',
    });
    await mailer.close();
    process.stdout.write(formatRefreshReport(report));
    if (report.status === 'failed') process.exitCode = 1;
  }
} finally {
  await dbClient.close();
}
