import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client';
import { ApiRequestError } from './api-request-error';

const anything = { parse: (payload: unknown) => payload };

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers })),
  );

describe('apiClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['700', 700],
    ['0', 0],
    [undefined, null],
    ['Wed, 26 Nov 2026 12:00:00 GMT', null],
  ])('reads Retry-After %j of a refused request as %j seconds', async (header, expected) => {
    answer(
      429,
      { code: 'RATE_LIMITED', message: 'Too many attempts.' },
      header ? { 'Retry-After': header } : {},
    );
    const error = await apiClient
      .post('/api/auth/sign-in/email', {}, anything)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: expected });
  });
});
