import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDbClient } from '@venuescout/db/testing';
import { startServerProcess, type ServerProcess } from '../test/start-server-process.ts';

// Two processes on one database need a real PostgreSQL server; PGlite is one process by design.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two app processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDbClient>>;
  let first: ServerProcess;
  let second: ServerProcess;
  const appUrl = 'http://localhost:4461';

  beforeAll(async () => {
    database = await createTestDbClient();
    // Both share APP_URL, as two processes behind one reverse proxy do.
    const env = {
      DATABASE_URL: database.databaseUrl!,
      APP_URL: appUrl,
      AUTH_SECRET: 'a-shared-secret-of-at-least-32-characters',
    };
    const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    [first, second] = started.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value) as [
      ServerProcess,
      ServerProcess,
    ];
  }, 120_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.close();
  });

  const post = (base: string, path: string, body: unknown, cookie?: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  it('serves a session created on one process from the other', async () => {
    const email = `scale-${Date.now()}@example.com`;
    const signUp = await post(first.url, '/api/auth/sign-up/email', {
      email,
      password: 'scale out pw 1',
      name: 's',
    });
    expect(await signUp.text()).toContain(email);
    const mailboxResponse = await fetch(`${second.url}/api/dev/mailbox`);
    expect(mailboxResponse.status, second.output()).toBe(200);
    const mailbox = (await mailboxResponse.json()) as { to: string; links: string[] }[];
    const link = mailbox.find((message) => message.to === email)!.links[0]!.replace(appUrl, second.url);
    await fetch(link, { redirect: 'manual' });

    const signIn = await post(first.url, '/api/auth/sign-in/email', { email, password: 'scale out pw 1' });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
    const me = await fetch(`${second.url}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  it('counts rate limits across processes', async () => {
    const email = `limited-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const base = attempt % 2 === 0 ? first.url : second.url;
      statuses.push(
        (await post(base, '/api/auth/sign-in/email', { email, password: `wrong-${attempt}-pw` })).status,
      );
    }
    // Ten attempts per address in the window, wherever they land.
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
