import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitRules } from '../rate-limit/rate-limit-rules.ts';
import { createTestApp, jsonOf, uniqueEmail, type TestApp } from '../../test/create-test-app.ts';

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('account mail floods', () => {
  let t: TestApp;
  const mailsTo = async (email: string) => (await t.mailbox()).filter((item) => item.to === email).length;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  const signUp = async (email: string) => {
    const response = await t.newClient().request('/api/auth/sign-up/email', {
      json: { email, password: 'long enough pw', name: 'flood', callbackURL: '/dashboard' },
      headers: from('192.0.2.1'),
    });
    expect(response.status).toBe(200);
  };

  it('sends at most a few confirmation mails to one address, then answers 429', async () => {
    const email = uniqueEmail('flooded');
    await signUp(email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const response = await t.newClient().request('/api/auth/send-verification-email', {
        json: { email, callbackURL: '/dashboard' },
        // A new address every time: the per-address budget must hold on its own.
        headers: from(`198.51.100.${attempt + 1}`),
      });
      statuses.push(response.status);
    }
    const max = rateLimitRules.verificationMailPerEmail.max;
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(200));
    expect(statuses.slice(max).every((status) => status === 429)).toBe(true);
    expect(await mailsTo(email)).toBe(1 + max);
  });

  it('limits confirmation mails from one IP across many addresses', async () => {
    const max = rateLimitRules.verificationMailPerIp.max;
    let last: Response | undefined;
    for (let attempt = 0; attempt <= max; attempt += 1) {
      last = await t.newClient().request('/api/auth/send-verification-email', {
        // Left invalid on purpose: the budget is taken before validation, and the test stays fast.
        json: { junk: true },
        headers: from('203.0.113.99'),
      });
    }
    expect(last?.status).toBe(429);
    expect(await jsonOf(last!)).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('bounds the confirmations re-sent by sign-in attempts from many IPs', async () => {
    const email = uniqueEmail('resent');
    await signUp(email);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await t.newClient().request('/api/auth/sign-in/email', {
        json: { email, password: 'long enough pw' },
        headers: from(`100.64.0.${attempt + 1}`),
      });
      expect(response.status).toBe(403);
    }
    expect(await mailsTo(email)).toBe(rateLimitRules.accountMailPerAddress.max);
  });

  it('bounds password-reset mails to one address from many IPs', async () => {
    const email = uniqueEmail('reset-flood');
    await signUp(email);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await t.newClient().request('/api/auth/request-password-reset', {
        json: { email, redirectTo: '/reset-password' },
        headers: from(`100.65.0.${attempt + 1}`),
      });
    }
    const resets = (await t.mailbox()).filter((item) => item.to === email && item.subject.includes('Reset'));
    expect(resets).toHaveLength(rateLimitRules.passwordResetPerEmail.max);
  });
});
