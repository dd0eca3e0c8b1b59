import { importCatalog } from '@venuescout/catalog';
import { syncEndedPeriods } from '../billing/sync-ended-periods.ts';
import { sendChangeAlerts } from '../change-alerts/send-change-alerts.ts';
import type { AppContext } from '../create-deps.ts';
import { sendDueReminders } from '../reminders/send-due-reminders.ts';
import { seedCatalog } from '../venues/seed-catalog.ts';
import { purgeRateLimits } from '../rate-limit/purge-rate-limits.ts';
import { createJobQueue, type RecurringJob } from './create-job-queue.ts';

/**
 * The recurring jobs of a running server: deadline reminders, re-reading subscriptions whose period
 * has ended, purging ended rate-limit windows, and the catalog refresh when configured.
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
        await syncEndedPeriods({ db, provider: billing, logger, now: new Date() });
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
  const sourceDir = env.catalogSourceDir;
  if (sourceDir) {
    jobs.push({
      name: 'catalog-refresh',
      cron: '0 3 * * 1',
      run: async () => {
        const { catalog, report } = await importCatalog({ from: sourceDir });
        logger.info({ venues: catalog.venues.length, skipped: report.issues.length }, 'catalog re-imported');
        const result = await seedCatalog({ db, venues: catalog.venues, logger });
        if (result.isChanged) venueDirectory.invalidate();
      },
    });
  }
  return createJobQueue({ dbClient: context.dbClient, logger, jobs });
}
