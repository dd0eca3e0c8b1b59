import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { listCatalogSources } from '@venuescout/catalog';
import { listTrustedOrigins } from './lib/list-trusted-origins.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    APP_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().trim().min(3).default('VenueScout <no-reply@venuescout.localhost>'),
    FREE_MAX_SUBMISSIONS: positiveInt(2),
    FREE_MAX_FAVORITES: positiveInt(2),
    CATALOG_SOURCE_DIR: optionalText,
    CATALOG_REFRESH: z.enum(['on', 'off']).default('on'),
    CATALOG_REFRESH_CRON: z
      .string()
      .trim()
      .regex(/^\S+( \S+){4}$/, 'must be a five-field cron expression (UTC)')
      .default('0 3 * * 1'),
    CATALOG_UPSTREAM_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    CATALOG_UPSTREAM_URLS: optionalText.pipe(
      z
        .string()
        .transform((text, ctx) => {
          try {
            return JSON.parse(text) as unknown;
          } catch {
            ctx.addIssue({ code: 'custom', message: 'must be a JSON object of source id to URL or "none"' });
            return z.NEVER;
          }
        })
        .pipe(
          z.record(
            z.string().regex(/^[a-z0-9-]+$/),
            z.union([z.url({ protocol: /^https?$/ }), z.literal('none')]),
          ),
        )
        .optional(),
    ),
    LLM_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PRICE_ID: optionalText,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    ALLOW_HTTP_APP_URL: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
  })
  .superRefine((env, ctx) => {
    const sourceIds = new Set(listCatalogSources().map((source) => source.id as string));
    sourceIds.delete('curated');
    for (const id of Object.keys(env.CATALOG_UPSTREAM_URLS ?? {}).filter((key) => !sourceIds.has(key))) {
      ctx.addIssue({
        code: 'custom',
        path: ['CATALOG_UPSTREAM_URLS'],
        message: `names no catalog source: ${id} (known: ${[...sourceIds].join(', ')})`,
      });
    }
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'is required when LLM_BASE_URL is set' });
    }
    const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const;
    const missingStripeKeys = stripeKeys.filter((key) => !env[key]);
    if (missingStripeKeys.length > 0 && missingStripeKeys.length < stripeKeys.length) {
      for (const key of missingStripeKeys) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required when any STRIPE_* variable is set',
        });
      }
    }
    // The built-in test checkout hands out Pro without payment: fine on a developer's machine, never
    // in production.
    if (env.NODE_ENV === 'production' && missingStripeKeys.length === stripeKeys.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when NODE_ENV=production (with STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID)',
      });
    }
    // Without SMTP, confirmation and reset links (with their tokens) would only be kept in the dev
    // outbox, which production does not serve: nobody could confirm an account or reset a password.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'is required when NODE_ENV=production: confirmation and password-reset e-mails must be sent (smtp:// or smtps://)',
      });
    }
    // APP_URL decides the cookies' Secure flag, HSTS and every link in e-mail: left unset it names
    // localhost, and over http a session cookie travels in the clear. Opting out is for a proxy that
    // terminates TLS yet must be addressed over http (on localhost), and has to be said out loud.
    if (env.NODE_ENV === 'production' && !env.APP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_URL'],
        message: 'is required when NODE_ENV=production: the public https:// origin used in links and cookies',
      });
    } else if (
      env.NODE_ENV === 'production' &&
      env.APP_URL &&
      // An address that is no URL at all is reported by its own schema above.
      !/^https:\/\//i.test(env.APP_URL) &&
      !env.ALLOW_HTTP_APP_URL
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_URL'],
        message:
          'must start with https:// when NODE_ENV=production (set ALLOW_HTTP_APP_URL=true to accept http deliberately)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
  });

/** The validated configuration the server runs with. */
export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  /** Origins whose browser writes are accepted: the app URL's, plus its loopback alias outside production. */
  trustedOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  freeMaxSubmissions: number;
  freeMaxFavorites: number;
  logLevel: string;
  trustProxy: boolean;
  /** The catalog refresh from upstream (docs/decisions/015-catalog-refresh-from-upstream.md). */
  catalogRefresh: CatalogRefreshConfig;
  /** Optional model-written advice; absent means nothing is ever sent to a model. */
  llm: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  /** Stripe when its three keys are set; otherwise the built-in test checkout (never in production). */
  billing: StripeConfig | { provider: 'test' };
  /** The dev outbox and its mailbox page exist only without SMTP and outside production. */
  isDevMailboxEnabled: boolean;
}

/** How the catalog refreshes itself. */
export interface CatalogRefreshConfig {
  /** Whether the weekly job runs (`CATALOG_REFRESH=off` stops it; the command still works). */
  isScheduled: boolean;
  /** When the job runs, cron in UTC. */
  cron: string;
  /**
   * The release's source snapshot (the directory the shipped catalog was imported from): the last good
   * files of a source until a refresh has stored newer ones. Defaults to `../shared/data/catalog` beside
   * the project when it exists.
   */
  baselineDir: string | null;
  /** A mirror serving every source as `<base>/<source id>.tar.gz`, instead of the upstream defaults. */
  upstreamBaseUrl: string | undefined;
  /** Per-source archive URLs (`none` pins a source to its last good files); these win over the base. */
  upstreamUrls: Record<string, string>;
}

/** The release's snapshot of the catalog sources, beside the project (as in development and CI). */
const siblingSourceDir = fileURLToPath(new URL('../../../../shared/data/catalog', import.meta.url));

/** What the Stripe provider needs. */
export interface StripeConfig {
  provider: 'stripe';
  secretKey: string;
  webhookSecret: string;
  priceId: string;
}

/** Thrown when the environment has bad values; `problems` lists every one of them. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/**
 * Parses the environment once at start-up. In development the auth secret is generated on first run
 * and kept in DATA_DIR, so sessions survive restarts without any setup.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const raw = parsed.data;
  const dataDir = resolve(raw.DATA_DIR);
  const appUrl = (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    host: raw.HOST,
    appUrl,
    trustedOrigins: listTrustedOrigins(appUrl, raw.NODE_ENV),
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    authSecret: raw.AUTH_SECRET ?? readOrCreateDevSecret(dataDir),
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    freeMaxSubmissions: raw.FREE_MAX_SUBMISSIONS,
    freeMaxFavorites: raw.FREE_MAX_FAVORITES,
    logLevel: raw.LOG_LEVEL,
    trustProxy: raw.TRUST_PROXY,
    catalogRefresh: {
      isScheduled: raw.CATALOG_REFRESH === 'on',
      cron: raw.CATALOG_REFRESH_CRON,
      baselineDir: raw.CATALOG_SOURCE_DIR
        ? resolve(raw.CATALOG_SOURCE_DIR)
        : existsSync(siblingSourceDir)
          ? siblingSourceDir
          : null,
      upstreamBaseUrl: raw.CATALOG_UPSTREAM_BASE_URL?.replace(/\/+$/, ''),
      upstreamUrls: raw.CATALOG_UPSTREAM_URLS ?? {},
    },
    llm:
      raw.LLM_BASE_URL && raw.LLM_MODEL
        ? { baseUrl: raw.LLM_BASE_URL, apiKey: raw.LLM_API_KEY, model: raw.LLM_MODEL }
        : undefined,
    billing:
      raw.STRIPE_SECRET_KEY && raw.STRIPE_WEBHOOK_SECRET && raw.STRIPE_PRICE_ID
        ? {
            provider: 'stripe',
            secretKey: raw.STRIPE_SECRET_KEY,
            webhookSecret: raw.STRIPE_WEBHOOK_SECRET,
            priceId: raw.STRIPE_PRICE_ID,
          }
        : { provider: 'test' },
    isDevMailboxEnabled: !raw.SMTP_URL && raw.NODE_ENV !== 'production',
  };
}

function readOrCreateDevSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
