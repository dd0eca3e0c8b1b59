import { describe, expect, it } from 'vitest';
import { rateLimitRules } from '../rate-limit/rate-limit-rules.ts';
import { jsonOf, uniqueEmail } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/** Behind the trusted proxy, the address the proxy appended last is the caller's. */
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('sign-in limits', () => {
  const t = useTestApp({ TRUST_PROXY: 'true' });

  it('does not let wrong passwords from one address lock the owner out everywhere', async () => {
    const email = uniqueEmail('owner');
    await t.signUpConfirmed(email, 'the owners password');
    const stranger = t.newClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await stranger.request('/api/auth/sign-in/email', {
        json: { email, password: `guess number ${attempt}` },
        headers: from('203.0.113.66'),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);

    const owner = await t.newClient().request('/api/auth/sign-in/email', {
      json: { email, password: 'the owners password' },
      headers: from('198.51.100.20'),
    });
    expect(owner.status).toBe(200);
    expect((await jsonOf(owner)).user.email).toBe(email);
  });

  it('tells a locked-out sign-in how long to wait, in words and in Retry-After', async () => {
    const email = uniqueEmail('waits');
    const guess = (attempt: number) =>
      t.newClient().request('/api/auth/sign-in/email', {
        json: { email, password: `guess number ${attempt}` },
        headers: from('203.0.113.67'),
      });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await guess(attempt)).status).toBe(401);
    const locked = await guess(10);
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    // The first budget is 10 guesses per 15 minutes, and the window opened a moment ago.
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await jsonOf(locked)).toEqual({
      code: 'RATE_LIMITED',
      message: `Too many attempts. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    });
  });

  it('believes only the address the proxy appended, not ones the client put before it', async () => {
    const client = t.newClient();
    let last: Response | undefined;
    for (let attempt = 0; attempt <= rateLimitRules.contactPerIp.max; attempt += 1) {
      last = await client.request('/api/contact', {
        json: { junk: true },
        // A fresh made-up address each time, then the real one the proxy added.
        headers: from(`10.0.0.${attempt}, 203.0.113.77`),
      });
    }
    expect(last?.status).toBe(429);
  });
});
