import { describe, expect, it } from 'vitest';
import { rateLimitRules } from '../rate-limit/rate-limit-rules.ts';
import { jsonOf, uniqueEmail } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const password = 'correct horse battery';
const max = rateLimitRules.passwordChecksPerUser.max;

/**
 * A session left open must not become an unlimited password oracle: every route that compares a
 * password with the account's spends one budget per user (ADR 009), so the right password, found
 * after enough guesses, is refused too.
 */
describe('password checks with a session', () => {
  const t = useTestApp({}, [], [], undefined, { passwordHashing: 'production' });

  const guesses = {
    verify: (guess: string) => ({ path: '/api/auth/verify-password', json: { password: guess } }),
    change: (guess: string) => ({
      path: '/api/auth/change-password',
      json: { currentPassword: guess, newPassword: 'a different long passphrase' },
    }),
    delete: (guess: string) => ({
      path: '/api/account',
      method: 'DELETE',
      json: { password: guess, confirmEmail: 'someone@example.org' },
    }),
  };

  it.each(['verify', 'change'] as const)(
    'refuses the %s-password route once the guesses are spent, even with the right password',
    async (route) => {
      const email = uniqueEmail(`guess-${route}`);
      const client = await t.signUpConfirmed(email, password);
      const other = await t.signUpConfirmed(uniqueEmail('bystander'), password);
      for (let attempt = 0; attempt < max; attempt += 1) {
        const { path, json } = guesses[route](`wrong guess ${attempt}`);
        const response = await client.request(path, { json });
        expect(response.status, `guess ${attempt}`).not.toBe(429);
        expect(response.ok).toBe(false);
      }
      const { path, json } = guesses[route](password);
      const limited = await client.request(path, { json });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await jsonOf(limited)).toMatchObject({ code: 'RATE_LIMITED' });
      // The password did not change, and another user's budget is untouched.
      const signIn = await t.newClient().request('/api/auth/sign-in/email', { json: { email, password } });
      expect(signIn.status).toBe(200);
      expect((await other.request('/api/auth/verify-password', { json: { password } })).status).toBe(200);
    },
  );

  it('shares one budget between verify, change and delete', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('guess-mixed'), password);
    const routes = ['verify', 'change', 'delete'] as const;
    for (let attempt = 0; attempt < max; attempt += 1) {
      const { path, json, ...rest } = guesses[routes[attempt % 3]!](`wrong ${attempt}`);
      expect((await client.request(path, { json, ...rest })).status).not.toBe(429);
    }
    for (const route of routes) {
      const { path, json, ...rest } = guesses[route](password);
      expect((await client.request(path, { json, ...rest })).status, route).toBe(429);
    }
  });

  it('spends no check on a new password too weak to accept', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('guess-weak-new'), password);
    for (let attempt = 0; attempt <= max; attempt += 1) {
      const response = await client.request('/api/auth/change-password', {
        json: { currentPassword: password, newPassword: 'password123' },
      });
      expect(response.status).toBe(400);
    }
    const changed = await client.request('/api/auth/change-password', {
      json: { currentPassword: password, newPassword: 'a different long passphrase' },
    });
    expect(changed.status).toBe(200);
  });

  it('answers 401 to a password check without a session', async () => {
    const response = await t.newClient().request('/api/auth/verify-password', { json: { password } });
    expect(response.status).toBe(401);
  });
});
