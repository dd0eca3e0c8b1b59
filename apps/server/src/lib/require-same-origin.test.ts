import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.ts';
import { createErrorHandler } from './handle-error.ts';
import { createLogger } from './logger.ts';
import { listTrustedOrigins } from './list-trusted-origins.ts';
import { requireSameOrigin } from './security.ts';

const appWith = (appUrl: string, nodeEnv: 'development' | 'production') =>
  new Hono<AppEnv>()
    .use('*', requireSameOrigin(listTrustedOrigins(appUrl, nodeEnv)))
    .post('/write', (c) => c.body(null, 204))
    .onError(createErrorHandler(createLogger('silent')));

const writeFrom = (app: ReturnType<typeof appWith>, origin: string) =>
  app.request('/write', { method: 'POST', headers: { origin } });

describe('requireSameOrigin', () => {
  it.each([
    ['development', 'http://localhost:3000', 204],
    ['development', 'http://127.0.0.1:3000', 204],
    ['development', 'http://127.0.0.1:3001', 403],
    ['production', 'http://localhost:3000', 204],
    ['production', 'http://127.0.0.1:3000', 403],
  ] as const)('in %s, a write from %s answers %i', async (nodeEnv, origin, status) => {
    const response = await writeFrom(appWith('http://localhost:3000', nodeEnv), origin);
    expect(response.status).toBe(status);
  });
});
