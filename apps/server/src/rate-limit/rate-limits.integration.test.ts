import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitRules } from './rate-limit-rules.ts';
import {
  createTestApp,
  jsonOf,
  uniqueEmail,
  type TestApp,
  type TestClient,
} from '../../test/create-test-app.ts';

/**
 * Every limited action answers 429 with Retry-After once its budget is spent. Bodies are left invalid
 * on purpose: the budget is taken before validation, so a flood of junk is limited too, and the test
 * stays fast. Requests come from a fixed address the app believes through X-Forwarded-For.
 */
describe('rate limits', () => {
  let t: TestApp;
  let signedIn: TestClient;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    signedIn = await t.signUpConfirmed(uniqueEmail('limited'));
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['sign-up', '/api/auth/sign-up/email', rateLimitRules.signUpPerIp.max, false],
    ['sign-in', '/api/auth/sign-in/email', rateLimitRules.signInPerIp.max, false],
    ['password reset', '/api/auth/request-password-reset', rateLimitRules.passwordResetPerIp.max, false],
    [
      'new passwords from reset links',
      '/api/auth/reset-password',
      rateLimitRules.passwordResetSubmitPerIp.max,
      false,
    ],
    ['the contact form', '/api/contact', rateLimitRules.contactPerIp.max, false],
    ['analyses', '/api/submissions', rateLimitRules.analysesPerUser.max, true],
    ['keyword suggestions', '/api/keyword-suggestions', rateLimitRules.keywordSuggestionsPerUser.max, true],
    ['checkout', '/api/billing/checkout', rateLimitRules.checkoutPerUser.max, true],
  ])(
    'limits %s: %s answers 429 with Retry-After after %i requests',
    async (_name, path, max, withSession) => {
      const client = withSession ? signedIn : t.newClient();
      const address = '203.0.113.7';
      const send = () =>
        client.request(path, { json: { junk: true }, headers: { 'x-forwarded-for': address } });
      for (let attempt = 0; attempt < max; attempt += 1) {
        expect((await send()).status).toBe(400);
      }
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await jsonOf(limited)).toMatchObject({ code: 'RATE_LIMITED' });
    },
  );
});
