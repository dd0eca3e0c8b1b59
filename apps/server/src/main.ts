import { createApp } from './app.ts';
import { createDeps } from './create-deps.ts';
import { EnvError, loadEnv } from './env.ts';
import { startJobs } from './jobs/start-jobs.ts';
import { createLogger } from './lib/logger.ts';
import { serveApp } from './lib/serve-app.ts';

const shutdownGraceMs = 10_000;

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.logLevel);
  const context = await createDeps({ env, logger });
  const app = createApp(context.deps);
  const jobs = await startJobs(context);

  const server = serveApp({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    // One address is printed, the one that works in a browser; the bound socket is a field, not a URL.
    logger.info(
      {
        database: context.dbClient.driver,
        mailer: context.deps.mailer.kind,
        listening: `${info.address}:${info.port}`,
      },
      `VenueScout listening at ${env.appUrl}`,
    );
    // Whatever LOG_LEVEL says, a person who ran `npm start` is told where to go, in plain words.
    process.stdout.write(`\n${startBanner(env)}\n\n`);
  });

  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // A stuck client must not keep the process alive forever.
    const forced = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing anyway');
      process.exit(1);
    }, shutdownGraceMs);
    forced.unref();
    server.close(async () => {
      await jobs.stop();
      await context.close();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** What `npm start` tells the person who ran it: the app's address and, in development, the mailbox. */
export function startBanner(env: { appUrl: string; isDevMailboxEnabled: boolean }): string {
  const lines = [`VenueScout is running. Open ${env.appUrl} in your browser.`];
  if (env.isDevMailboxEnabled) {
    lines.push(
      `E-mail is not sent anywhere: confirmation and password-reset messages appear in the development mailbox at ${env.appUrl}/dev/mailbox.`,
    );
  }
  return lines.join('\n');
}

main().catch((error: unknown) => {
  console.error('VenueScout failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
