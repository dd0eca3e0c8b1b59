import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  STRIPE_PRICE_ID: 'price_123',
};
const productionEnv = {
  NODE_ENV: 'production',
  APP_URL: 'https://venues.example',
  AUTH_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://mail.example:587',
  ...stripeKeys,
};

const dataDir = () => mkdtempSync(join(tmpdir(), 'venuescout-env-'));

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({ DATA_DIR: dataDir() });
    expect(env).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      freeMaxSubmissions: 2,
      freeMaxFavorites: 2,
      isDevMailboxEnabled: true,
    });
  });

  it('schedules the catalog refresh from upstream by default, with the release snapshot beside the project', () => {
    const { catalogRefresh } = loadEnv({ DATA_DIR: dataDir() });
    expect(catalogRefresh).toMatchObject({ isScheduled: true, cron: '0 3 * * 1', upstreamUrls: {} });
    expect(catalogRefresh.baselineDir).toMatch(/shared[/\\]data[/\\]catalog$/);
    expect(loadEnv({ DATA_DIR: dataDir(), CATALOG_REFRESH: 'off' }).catalogRefresh.isScheduled).toBe(false);
  });

  it('reads a mirror and per-source archive URLs', () => {
    const { catalogRefresh } = loadEnv({
      DATA_DIR: dataDir(),
      CATALOG_UPSTREAM_BASE_URL: 'https://mirror.example/catalog/',
      CATALOG_UPSTREAM_URLS: '{"hci-deadlines":"none","ccf-deadlines":"https://mirror.example/ccf.tar.gz"}',
    });
    expect(catalogRefresh.upstreamBaseUrl).toBe('https://mirror.example/catalog');
    expect(catalogRefresh.upstreamUrls).toEqual({
      'hci-deadlines': 'none',
      'ccf-deadlines': 'https://mirror.example/ccf.tar.gz',
    });
  });

  it.each([
    ['CATALOG_UPSTREAM_URLS', '{not json', 'JSON object'],
    [
      'CATALOG_UPSTREAM_URLS',
      '{"no-such-source":"https://x.example/a.tar.gz"}',
      'names no catalog source: no-such-source',
    ],
    ['CATALOG_UPSTREAM_URLS', '{"hci-deadlines":"ftp://x.example/a.tar.gz"}', 'CATALOG_UPSTREAM_URLS'],
    ['CATALOG_REFRESH_CRON', 'every monday', 'five-field cron'],
    ['CATALOG_REFRESH', 'maybe', 'CATALOG_REFRESH'],
  ])('refuses %s=%s and says why', (key, value, words) => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), [key]: value })).toThrow(words);
  });

  it('derives APP_URL from PORT and drops a trailing slash from an explicit one', () => {
    expect(loadEnv({ DATA_DIR: dataDir(), PORT: '4100' }).appUrl).toBe('http://localhost:4100');
    expect(loadEnv({ DATA_DIR: dataDir(), APP_URL: 'https://venues.example/' }).appUrl).toBe(
      'https://venues.example',
    );
  });

  it('generates a development secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadEnv({ DATA_DIR: dir }).authSecret;
    expect(first).toHaveLength(64);
    expect(loadEnv({ DATA_DIR: dir }).authSecret).toBe(first);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
  });

  it('refuses to start in production without AUTH_SECRET', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  });

  it('refuses to start in production without SMTP_URL, and says why', () => {
    const { SMTP_URL: _omitted, ...withoutSmtp } = productionEnv;
    expect(() => loadEnv({ ...withoutSmtp, DATA_DIR: dataDir() })).toThrow(
      /SMTP_URL: is required when NODE_ENV=production/,
    );
    expect(loadEnv({ ...productionEnv, DATA_DIR: dataDir() }).smtpUrl).toBe('smtp://mail.example:587');
  });

  it.each([
    ['unset', {}, /APP_URL: is required when NODE_ENV=production/],
    ['http', { APP_URL: 'http://venues.example' }, /APP_URL: must start with https:\/\//],
    ['http on localhost', { APP_URL: 'http://localhost:3000' }, /APP_URL: must start with https:\/\//],
    ['that is no address at all', { APP_URL: 'not a url' }, /APP_URL/],
    [
      'http with the opt-out turned off',
      { APP_URL: 'http://venues.example', ALLOW_HTTP_APP_URL: 'false' },
      /APP_URL/,
    ],
  ])('refuses to start in production with APP_URL %s', (_label, appUrl, problem) => {
    const { APP_URL: _omitted, ...withoutAppUrl } = productionEnv;
    expect(() => loadEnv({ ...withoutAppUrl, ...appUrl, DATA_DIR: dataDir() })).toThrow(EnvError);
    expect(() => loadEnv({ ...withoutAppUrl, ...appUrl, DATA_DIR: dataDir() })).toThrow(problem);
  });

  it('lists a bad APP_URL in production together with the other bad values', () => {
    const { APP_URL: _omitted, SMTP_URL: _smtp, ...rest } = productionEnv;
    try {
      loadEnv({ ...rest, APP_URL: 'http://venues.example', DATA_DIR: dataDir() });
      expect.unreachable('loadEnv should have thrown');
    } catch (error) {
      const fields = (error as EnvError).problems.map((problem) => problem.split(':')[0]);
      expect(fields).toEqual(expect.arrayContaining(['APP_URL', 'SMTP_URL']));
    }
  });

  it('starts in production with an https APP_URL, or with http only when ALLOW_HTTP_APP_URL says so', () => {
    expect(loadEnv({ ...productionEnv, DATA_DIR: dataDir() }).appUrl).toBe('https://venues.example');
    const behindLocalProxy = { ...productionEnv, APP_URL: 'http://localhost:8080', DATA_DIR: dataDir() };
    expect(loadEnv({ ...behindLocalProxy, ALLOW_HTTP_APP_URL: 'true' }).appUrl).toBe('http://localhost:8080');
    expect(loadEnv({ ...behindLocalProxy, ALLOW_HTTP_APP_URL: '1' }).appUrl).toBe('http://localhost:8080');
  });

  it('lists every bad value at once', () => {
    try {
      loadEnv({
        DATA_DIR: dataDir(),
        PORT: 'eighty',
        APP_URL: 'not a url',
        DATABASE_URL: 'mysql://localhost/db',
        SMTP_URL: 'http://mail',
        FREE_MAX_SUBMISSIONS: '-1',
      });
      expect.unreachable('loadEnv should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const fields = (error as EnvError).problems.map((problem) => problem.split(':')[0]);
      expect(fields).toEqual(
        expect.arrayContaining(['PORT', 'APP_URL', 'DATABASE_URL', 'SMTP_URL', 'FREE_MAX_SUBMISSIONS']),
      );
    }
  });

  it('configures model advice only when both the endpoint and the model are given', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).llm).toBeUndefined();
    expect(
      loadEnv({
        DATA_DIR: dataDir(),
        LLM_BASE_URL: 'http://127.0.0.1:8080/v1',
        LLM_MODEL: 'm',
        LLM_API_KEY: 'k',
      }).llm,
    ).toEqual({ baseUrl: 'http://127.0.0.1:8080/v1', model: 'm', apiKey: 'k' });
    expect(() => loadEnv({ DATA_DIR: dataDir(), LLM_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(
      /LLM_MODEL/,
    );
  });

  it('turns the dev mailbox off with SMTP or in production', () => {
    expect(loadEnv({ DATA_DIR: dataDir(), SMTP_URL: 'smtp://localhost:2525' }).isDevMailboxEnabled).toBe(
      false,
    );
    const production = loadEnv({ ...productionEnv, DATA_DIR: dataDir() });
    expect(production.isDevMailboxEnabled).toBe(false);
  });

  it('uses the built-in test checkout unless all three Stripe keys are set', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).billing).toEqual({ provider: 'test' });
    expect(loadEnv({ DATA_DIR: dataDir(), ...stripeKeys }).billing).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_123',
      priceId: 'price_123',
    });
  });

  it.each([
    ['STRIPE_SECRET_KEY', { STRIPE_WEBHOOK_SECRET: 'whsec_123', STRIPE_PRICE_ID: 'price_123' }],
    ['STRIPE_PRICE_ID', { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' }],
  ])('refuses a partial Stripe configuration missing %s', (missing, partial) => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), ...partial })).toThrow(new RegExp(missing));
  });

  it('refuses the test checkout in production, where it would give Pro away', () => {
    expect(() =>
      loadEnv({ DATA_DIR: dataDir(), NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) }),
    ).toThrow(/STRIPE_SECRET_KEY/);
  });
});
