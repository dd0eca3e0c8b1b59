import PgBoss from 'pg-boss';
import type { DbClient } from '@venuescout/db';
import type { Logger } from '../lib/logger.ts';

const jobQueueLockKey = 4_242_002;

/** One recurring job: a queue name, its cron schedule (UTC) and what to do. */
export interface RecurringJob {
  name: string;
  cron: string;
  run: () => Promise<void>;
}

/**
 * Starts pg-boss on the application database (PGlite or PostgreSQL) with an in-process worker. Each
 * cron tick becomes one job however many processes run, and each job is handed to one worker.
 */
export async function createJobQueue(options: { dbClient: DbClient; logger: Logger; jobs: RecurringJob[] }) {
  const { dbClient, logger, jobs } = options;
  const boss = new PgBoss({ db: { executeSql: dbClient.rawQuery }, schema: 'pgboss' });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  // pg-boss creates its schema and each queue's table without a lock, and two processes creating the
  // same queue at once deadlock on PostgreSQL: processes starting together take turns here.
  await dbClient.withExclusiveLock(jobQueueLockKey, async () => {
    await boss.start();
    for (const job of jobs) {
      await boss.createQueue(job.name);
      await boss.schedule(job.name, job.cron, undefined, { tz: 'UTC' });
    }
  });
  for (const job of jobs) {
    await boss.work(job.name, { pollingIntervalSeconds: 1 }, async () => {
      await job.run();
    });
  }
  return {
    /** Queues one run of a job now, outside its schedule (for operators, and to check the wiring). */
    async trigger(name: string) {
      await boss.send(name, {});
    },
    /** Stops taking new jobs and waits for the running ones. */
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false });
    },
  };
}
