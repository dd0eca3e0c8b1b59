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
});
