import { syncEndedPeriods } from '../billing/sync-ended-periods.ts';
import { runCatalogRefresh } from '../catalog-refresh/run-catalog-refresh.ts';
import { sendChangeAlerts } from '../change-alerts/send-change-alerts.ts';
import type { AppContext } from '../create-deps.ts';
import { sendDueReminders } from '../reminders/send-due-reminders.ts';
import { purgeRateLimits } from '../rate-limit/purge-rate-limits.ts';
import { createJobQueue, type RecurringJob } from './create-job-queue.ts';

/**
 * The recurring jobs of a running server: deadline reminders, re-reading subscriptions whose period
 * has ended, purging ended rate-limit windows, and the weekly catalog refresh from upstream (on unless
 * CATALOG_REFRESH=off).
 */
export async function startJobs(context: AppContext) {
  const { env, db, mailer, venueDirectory, logger, billing } = context.deps;
  const jobs: RecurringJob[] = [
    {
      name: 'deadline-reminders',
      cron: '*/10 * * * *',
      run: async () => {
        await sendDueReminders({ db, mailer, venueDirectory, appUrl: env.appUrl, logger, now: new Date() });
      },
    },
    {
      // The refresh sends right after it applies; this retries failed e-mails and reaches users who
      // opted in since.
      name: 'change-alerts',
      cron: '*/10 * * * *',
      run: async () => {
        await sendChangeAlerts({ db, mailer, appUrl: env.appUrl, logger, now: new Date() });
      },
    },
    {
      name: 'billing-period-ends',
      cron: '7 * * * *',
      run: async () => {
        await syncEndedPeriods({
          db,
          provider: billing,
          logger,
          mail: { mailer, appUrl: env.appUrl, logger },
          now: new Date(),
        });
      },
    },
    {
      // A flood of distinct keys (an address per request) leaves a row each; once their windows end
      // they count for nothing, and this keeps the table to the windows still open.
      name: 'rate-limit-purge',
      cron: '*/5 * * * *',
      run: async () => {
        const purged = await purgeRateLimits(db);
        if (purged > 0) logger.info({ purged }, 'ended rate-limit windows purged');
      },
    },
  ];
  if (env.catalogRefresh.isScheduled) {
    jobs.push({
      name: 'catalog-refresh',
      cron: env.catalogRefresh.cron,
      run: async () => {
        const report = await runCatalogRefresh({
          dbClient: context.dbClient,
          config: env.catalogRefresh,
          mailer,
          appUrl: env.appUrl,
          logger,
          trigger: 'schedule',
          venueDirectory,
        });
        logger.info({ refreshId: report.refreshId, status: report.status }, 'catalog refresh report stored');
      },
    });
  }
  return createJobQueue({ dbClient: context.dbClient, logger, jobs });
}
