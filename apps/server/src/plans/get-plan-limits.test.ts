import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '@venuescout/db';
import { loadEnv } from '../env.ts';
import { createLogger } from '../lib/logger.ts';
import { getPlanLimits } from './get-plan-limits.ts';

describe('getPlanLimits', () => {
  it('treats the user as free when the subscription lookup fails', async () => {
    const failingDb = {
      select: () => {
        throw new Error('connection reset');
      },
    } as unknown as Db;
    const env = loadEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'venuescout-plan-')) });
    const limits = await getPlanLimits({ db: failingDb, env, logger: createLogger('silent'), userId: 'u1' });
    expect(limits).toEqual({ plan: 'free', maxSubmissions: 2, maxFavorites: 2, subscription: null });
  });
});
