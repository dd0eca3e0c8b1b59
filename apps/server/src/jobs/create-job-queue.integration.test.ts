import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDbClient } from '@venuescout/db/testing';
import { createLogger } from '../lib/logger.ts';
import { createJobQueue } from './create-job-queue.ts';

describe('createJobQueue', () => {
  let dbClient: Awaited<ReturnType<typeof createTestDbClient>>;
  beforeAll(async () => {
    dbClient = await createTestDbClient();
  });
  afterAll(async () => {
    await dbClient.close();
  });

  it('runs a queued job on the in-process worker, on the application database', async () => {
    let markRun: () => void = () => {};
    const ran = new Promise<void>((resolve) => {
      markRun = resolve;
    });
    const queue = await createJobQueue({
      dbClient,
      logger: createLogger('silent'),
      jobs: [{ name: 'probe', cron: '0 0 1 1 *', run: async () => markRun() }],
    });
    await queue.trigger('probe');
    await expect(
      Promise.race([ran.then(() => 'ran'), new Promise((r) => setTimeout(() => r('timeout'), 15_000))]),
    ).resolves.toBe('ran');
    await queue.stop();
  });

  // On PostgreSQL two processes creating the same new queue at once could deadlock, and the second
  // process failed to start; each round here creates a queue neither has seen.
  it('starts two queues together with the same new jobs, as two processes starting at once do', async () => {
    const logger = createLogger('silent');
    for (let round = 0; round < 8; round += 1) {
      const jobs = [{ name: `together-${round}`, cron: '0 0 1 1 *', run: async () => {} }];
      const started = await Promise.allSettled([
        createJobQueue({ dbClient, logger, jobs }),
        createJobQueue({ dbClient, logger, jobs }),
      ]);
      await Promise.all(
        started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : null)),
      );
      expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    }
  });
});
