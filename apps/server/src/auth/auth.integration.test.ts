import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@venuescout/db';
import { jsonOf, testAppUrl, uniqueEmail } from '../../test/create-test-app.ts';
import { verifyPassword } from 'better-auth/crypto';
import { useTestApp } from '../../test/use-test-app.ts';

describe('accounts', () => {
  // The whole flow with the password hashing production uses.
  const t = useTestApp({}, [], [], undefined, { passwordHashing: 'production' });

  it('signs up, confirms by the e-mailed link, lands on /dashboard and is signed in', async () => {
    const email = uniqueEmail('confirm');
    const client = t.newClient();
    const signUp = await client.request('/api/auth/sign-up/email', {
      json: { email, password: 'long enough pw', name: 'confirm', callbackURL: '/dashboard' },
    });
    expect(signUp.status).toBe(200);
    expect((await client.request('/api/me')).status).toBe(401);

    const [message] = (await t.mailbox()).filter((item) => item.to === email);
    expect(message?.subject).toBe('Confirm your VenueScout account');
    const link = message?.links.find((url) => url.startsWith(`${testAppUrl}/api/auth/verify-email`));
    expect(link).toBeDefined();

    const verified = await client.request(link!.replace(testAppUrl, ''));
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/dashboard');
    const setCookie = verified.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await client.request('/api/me');
    expect(me.status).toBe(200);
    const body = await jsonOf(me);
    expect(body).toMatchObject({
      user: { email },
      plan: 'free',
      limits: { currentSubmissions: 0, maxSubmissions: 2, currentFavorites: 0, maxFavorites: 2 },
    });
    expect(Number.isNaN(Date.parse(body.user.createdAt))).toBe(false);
  });

  it('refuses sign-in until the address is confirmed', async () => {
    const email = uniqueEmail('unconfirmed');
    const client = t.newClient();
    await client.request('/api/auth/sign-up/email', {
      json: { email, password: 'long enough pw', name: 'u' },
    });
    const signIn = await client.request('/api/auth/sign-in/email', {
      json: { email, password: 'long enough pw' },
    });
    expect(signIn.status).toBe(403);
    expect(await jsonOf(signIn)).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    // The link sent again on that attempt also lands on the dashboard.
    const resent = (await t.mailbox()).filter((item) => item.to === email);
    expect(resent).toHaveLength(2);
    const landing = await client.request(resent[0]!.links[0]!.replace(testAppUrl, ''));
    expect(landing.headers.get('location')).toBe('/dashboard');
  });

  it('signs in with the right password, signs out, and refuses a wrong password', async () => {
    const email = uniqueEmail('signin');
    await t.signUpConfirmed(email, 'the right password');
    const client = t.newClient();

    const wrong = await client.request('/api/auth/sign-in/email', {
      json: { email, password: 'the wrong password' },
    });
    expect(wrong.status).toBe(401);
    expect(await jsonOf(wrong)).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });

    const right = await client.request('/api/auth/sign-in/email', {
      json: { email, password: 'the right password' },
    });
    expect(right.status).toBe(200);
    expect((await client.request('/api/me')).status).toBe(200);

    const signOut = await client.request('/api/auth/sign-out', { json: {} });
    expect(signOut.status).toBe(200);
    expect((await client.request('/api/me')).status).toBe(401);
  });

  it('tells a returning user that the account exists', async () => {
    const email = uniqueEmail('twice');
    await t.signUpConfirmed(email);
    const again = await t.newClient().request('/api/auth/sign-up/email', {
      json: { email: email.toUpperCase(), password: 'another password', name: 'twice' },
    });
    expect(again.status).toBe(409);
    expect(await jsonOf(again)).toMatchObject({ code: 'USER_ALREADY_EXISTS' });
  });

  it.each([
    [
      { email: 'someone@example.com', password: 'short' },
      'password',
      'Password must be at least 8 characters long',
    ],
    [{ email: 'not-an-address', password: 'long enough pw' }, 'email', 'Please enter a valid email address.'],
    [{ email: '', password: '' }, 'email', 'Email and password are required'],
  ])('rejects the sign-up %j with a field message', async (input, field, message) => {
    const response = await t
      .newClient()
      .request('/api/auth/sign-up/email', { json: { ...input, name: 'x' } });
    expect(response.status).toBe(400);
    const body = await jsonOf(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues).toContainEqual({ path: field, message });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.newClient().request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('rate-limits sign-in attempts per e-mail address with 429 and Retry-After', async () => {
    const email = uniqueEmail('guessed');
    const client = t.newClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await client.request('/api/auth/sign-in/email', {
        json: { email, password: `guess-${attempt}xx` },
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await jsonOf(response)).toMatchObject({ code: 'RATE_LIMITED' });
      }
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address from the same place is still allowed to try.
    const other = await client.request('/api/auth/sign-in/email', {
      json: { email: uniqueEmail('other'), password: 'whatever1' },
    });
    expect(other.status).toBe(401);
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const email = uniqueEmail('forgot');
    await t.signUpConfirmed(email, 'old password 1');
    const client = t.newClient();
    const requested = await client.request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
    });
    expect(requested.status).toBe(200);

    const message = (await t.mailbox()).find((item) => item.to === email && item.subject.includes('Reset'));
    const link = message?.links[0];
    expect(link).toContain('/api/auth/reset-password/');
    const landing = await client.request(link!.replace(testAppUrl, ''));
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get('location')!, testAppUrl);
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await client.request('/api/auth/reset-password', {
      json: { newPassword: 'new password 2', token },
    });
    expect(reset.status).toBe(200);
    const oldSignIn = await client.request('/api/auth/sign-in/email', {
      json: { email, password: 'old password 1' },
    });
    expect(oldSignIn.status).toBe(401);
    const newSignIn = await client.request('/api/auth/sign-in/email', {
      json: { email, password: 'new password 2' },
    });
    expect(newSignIn.status).toBe(200);
  });

  it('refuses a state-changing request from another origin', async () => {
    const response = await t.newClient().request('/api/auth/sign-in/email', {
      json: { email: 'x@example.com', password: 'whatever1' },
      headers: { origin: 'https://attacker.example' },
    });
    expect(response.status).toBe(403);
    expect(await jsonOf(response)).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('stores a password only as a salted scrypt key, never the password', async () => {
    const password = 'the same long password';
    const stored: (string | null)[] = [];
    for (const label of ['first', 'second']) {
      const email = uniqueEmail(label);
      await t.signUpConfirmed(email, password);
      const [user] = await t.context.deps.db.select().from(schema.users).where(eq(schema.users.email, email));
      const [account] = await t.context.deps.db
        .select({ password: schema.accounts.password })
        .from(schema.accounts)
        .where(eq(schema.accounts.userId, user!.id));
      stored.push(account!.password);
    }
    // 16 bytes of salt and a 64-byte key, both in hex; the same password gives two different entries.
    for (const entry of stored) {
      expect(entry).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
      // Checked with better-auth's own scrypt parameters: the app kept the production cost.
      expect(await verifyPassword({ hash: entry!, password })).toBe(true);
    }
    expect(stored[0]).not.toBe(stored[1]);
    expect(stored.join()).not.toContain(password);
  });
});
