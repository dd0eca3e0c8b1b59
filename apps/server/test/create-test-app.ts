import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Venue } from '@venuescout/catalog';
import type { OutboxMessage } from '@venuescout/contracts';
import { createTestDbClient } from '@venuescout/db/testing';
import { createApp } from '../src/app.ts';
import { createDeps, type AppContext } from '../src/create-deps.ts';
import type { BillingProvider } from '../src/billing/billing-provider.ts';
import { loadEnv, type Env } from '../src/env.ts';
import { cheapPasswordHashing } from './cheap-password-hashing.ts';
import { fakeRankPaper } from './fake-rank-paper.ts';
import { createLogger } from '../src/lib/logger.ts';

export const testAppUrl = 'http://localhost:3999';

/** A browser-like client for the in-process app: keeps cookies and sends the app's Origin on writes. */
export interface TestClient {
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  cookies: Map<string, string>;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  context: AppContext;
  /** The PostgreSQL URL of this test's database, when running on TEST_DATABASE_URL. */
  databaseUrl: string | undefined;
  newClient(): TestClient;
  /** The outbox, newest first. */
  mailbox(): Promise<OutboxMessage[]>;
  /** Signs up, confirms through the mailbox link, and returns a signed-in client. */
  signUpConfirmed(email: string, password?: string): Promise<TestClient>;
  close(): Promise<void>;
}

/** Starts the whole application in-process on a fresh test database (PGlite, or TEST_DATABASE_URL). */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  venues: Venue[] = [],
  /** The venues a stand-in matcher ranks, in order; 'matcher' uses the real matcher. */
  ranking: string[] | 'matcher' = venues.map((venue) => venue.id),
  /** Builds the payment provider from the loaded environment (Stripe pointed at a local API). */
  billing?: (env: Env) => BillingProvider,
  /** 'production' stores passwords as the app does; by default scrypt at a lower cost, for speed. */
  options: { passwordHashing?: 'production' | 'cheap' } = {},
): Promise<TestApp> {
  const env = loadEnv({
    NODE_ENV: 'test',
    APP_URL: testAppUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'venuescout-test-')),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...envOverrides,
  });
  const dbClient = await createTestDbClient();
  const context = await createDeps({
    env,
    logger: createLogger(env.logLevel),
    dbClient,
    venues,
    ...(ranking === 'matcher' ? {} : { ranker: fakeRankPaper(ranking) }),
    ...(billing ? { billing: billing(env) } : {}),
    ...(options.passwordHashing === 'production' ? {} : { passwordHashing: cheapPasswordHashing }),
  });
  const app = createApp(context.deps, { webDistDir: join(tmpdir(), 'venuescout-no-web') });

  const newClient = (): TestClient => {
    const cookies = new Map<string, string>();
    return {
      cookies,
      async request(path, init = {}) {
        const headers = new Headers(init.headers);
        const method = init.method ?? (init.json === undefined ? 'GET' : 'POST');
        if (method !== 'GET' && !headers.has('origin')) headers.set('origin', testAppUrl);
        if (init.json !== undefined) headers.set('content-type', 'application/json');
        if (cookies.size > 0) {
          headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
        }
        const body = init.json === undefined ? init.body : JSON.stringify(init.json);
        const response = await app.request(new URL(path, testAppUrl).toString(), {
          ...init,
          method,
          headers,
          body,
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair = '', ...attributes] = line.split(';');
          const [name = '', value = ''] = pair.split('=');
          const isExpired = attributes.some((attribute) => /max-age=0\b/i.test(attribute.trim()));
          if (isExpired || value === '') cookies.delete(name.trim());
          else cookies.set(name.trim(), value);
        }
        return response;
      },
    };
  };

  const mailbox = async () => (await (await app.request('/api/dev/mailbox')).json()) as OutboxMessage[];

  return {
    app,
    context,
    databaseUrl: dbClient.databaseUrl,
    newClient,
    mailbox,
    async signUpConfirmed(email, password = 'correct horse battery') {
      const client = newClient();
      const signUp = await client.request('/api/auth/sign-up/email', {
        json: { email, password, name: email.split('@')[0], callbackURL: '/dashboard' },
      });
      if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
      const message = (await mailbox()).find((item) => item.to === email);
      const link = message?.links.find((url) => url.includes('/verify-email'));
      if (!link) throw new Error(`no confirmation link for ${email}`);
      const verified = await client.request(link.replace(testAppUrl, ''));
      if (verified.status !== 302) throw new Error(`confirmation failed: ${verified.status}`);
      return client;
    },
    close: () => context.close(),
  };
}

let sequence = 0;
/** A unique address per call, so tests never share accounts. */
export function uniqueEmail(label = 'user'): string {
  sequence += 1;
  return `${label}-${Date.now()}-${sequence}@example.com`;
}

/** The JSON body of a response, loosely typed: tests assert its shape themselves. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions check the shape
export const jsonOf = async (response: Response): Promise<any> => response.json();
