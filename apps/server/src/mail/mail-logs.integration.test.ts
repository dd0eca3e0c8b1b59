import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDbClient } from '@venuescout/db/testing';
import { createApp } from '../app.ts';
import { createDeps, type AppContext } from '../create-deps.ts';
import { loadEnv } from '../env.ts';

const appUrl = 'http://localhost:3998';

/** The app with a logger that keeps every line it writes, at the most verbose level. */
describe('logs', () => {
  const lines: string[] = [];
  let context: AppContext;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const env = loadEnv({
      NODE_ENV: 'test',
      APP_URL: appUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'venuescout-logs-')),
    });
    context = await createDeps({
      env,
      logger: pino({ level: 'trace' }, sink),
      dbClient: await createTestDbClient(),
      venues: [],
      ranker: () => async () => ({ researchAreas: [], coverage: null, matches: [] }) as never,
    });
    app = createApp(context.deps, { webDistDir: join(tmpdir(), 'venuescout-no-web') });
  });
  afterAll(async () => {
    await context.close();
  });

  const post = (path: string, json: unknown) =>
    app.request(`${appUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl },
      body: JSON.stringify(json),
    });

  it('never contain the tokens of confirmation or reset links', async () => {
    const email = `logs-${Date.now()}@example.com`;
    expect(
      (await post('/api/auth/sign-up/email', { email, password: 'long enough pw', name: 'l' })).status,
    ).toBe(200);
    expect(
      (await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })).status,
    ).toBe(200);
    const outbox = (await (await app.request(`${appUrl}/api/dev/mailbox`)).json()) as { links: string[] }[];
    const tokens = outbox
      .flatMap((message) => message.links)
      .map(
        (link) => new URL(link).searchParams.get('token') ?? link.split('/reset-password/')[1]?.split('?')[0],
      )
      .filter((token): token is string => Boolean(token));
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeGreaterThan(0);
    for (const token of tokens) expect(lines.join('\n')).not.toContain(token);
  });
});
