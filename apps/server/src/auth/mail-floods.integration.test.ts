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

  it('limits confirmation requests per IP and address, and mails to one address from any IPs', async () => {
    const email = uniqueEmail('flooded');
    await signUp(email);
    const resend = (address: string) =>
      t.newClient().request('/api/auth/send-verification-email', {
        json: { email, callbackURL: '/dashboard' },
        headers: from(address),
      });
    const max = rateLimitRules.verificationMailPerIpAndEmail.max;
    const fromOneIp: number[] = [];
    for (let attempt = 0; attempt <= max; attempt += 1) fromOneIp.push((await resend('198.51.100.1')).status);
    expect(fromOneIp).toEqual([...Array<number>(max).fill(200), 429]);
    // Other addresses are not refused: a stranger cannot make the owner's form answer 429.
    // At once: each answer takes at least half a second (better-auth's constant-time floor).
    const fromOthers = await Promise.all(
      Array.from({ length: 20 }, async (_, attempt) => (await resend(`198.51.100.${attempt + 2}`)).status),
    );
    expect(fromOthers).toEqual(Array<number>(20).fill(200));
    // The mails themselves stop at the address's budget, the sign-up's confirmation included.
    expect(await mailsTo(email)).toBe(rateLimitRules.accountMailPerAddress.max);
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

  it('limits reset requests per IP and address, never for the address alone', async () => {
    const email = uniqueEmail('reset-flood');
    await signUp(email);
    const requestReset = (address: string) =>
      t.newClient().request('/api/auth/request-password-reset', {
        json: { email, redirectTo: '/reset-password' },
        headers: from(address),
      });
    const max = rateLimitRules.passwordResetPerIpAndEmail.max;
    const fromStranger: number[] = [];
    for (let attempt = 0; attempt <= max; attempt += 1) {
      fromStranger.push((await requestReset('100.65.0.1')).status);
    }
    expect(fromStranger).toEqual([...Array<number>(max).fill(200), 429]);
    // The owner, elsewhere, is still answered: the stranger spent only their own budget.
    expect((await requestReset('100.65.0.200')).status).toBe(200);
  });

  it('bounds password-reset mails to one address from many IPs', async () => {
    const email = uniqueEmail('reset-many');
    await signUp(email);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await t.newClient().request('/api/auth/request-password-reset', {
        json: { email, redirectTo: '/reset-password' },
        headers: from(`100.66.0.${attempt + 1}`),
      });
      expect(response.status).toBe(200);
    }
    const resets = (await t.mailbox()).filter((item) => item.to === email && item.subject.includes('Reset'));
    // The confirmation mail of the sign-up spent one of the address's mails.
    expect(resets).toHaveLength(rateLimitRules.accountMailPerAddress.max - 1);
  });
});
