import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf, schema } from '@venuescout/db';
import { jsonOf, testAppUrl, uniqueEmail, type TestClient } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const password = 'registering password 1';

describe('a confirmation link opened by a browser other than the one that registered', () => {
  const t = useTestApp();

  /** Signs `email` up from `client` and returns the path of its confirmation link. */
  async function signUp(client: TestClient, email: string): Promise<string> {
    const response = await client.request('/api/auth/sign-up/email', {
      json: { email, password, name: 'registering', callbackURL: '/dashboard' },
    });
    expect(response.status).toBe(200);
    const link = (await t.mailbox())
      .find((item) => item.to === email)
      ?.links.find((url) => url.includes('/verify-email'));
    expect(link).toBeDefined();
    return link!.replace(testAppUrl, '');
  }

  const sessionCount = async (email: string) => {
    const result = rowsOf<{ n: number }>(
      await t.context.deps.db.execute(
        sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = ${email}`,
      ),
    );
    return Number(result[0]!.n);
  };

  it('confirms the address but signs nobody in, and sends the browser to sign in', async () => {
    const email = uniqueEmail('elsewhere');
    const link = await signUp(t.newClient(), email);
    const otherBrowser = t.newClient();

    const opened = await otherBrowser.request(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/login?confirmed=1&redirectTo=%2Fdashboard');
    expect(opened.headers.getSetCookie().filter((line) => line.includes('session_token'))).toEqual([]);
    expect((await otherBrowser.request('/api/me')).status).toBe(401);
    expect(await sessionCount(email)).toBe(0);

    const [user] = await t.context.deps.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(user?.emailVerified).toBe(true);
    const signIn = await otherBrowser.request('/api/auth/sign-in/email', { json: { email, password } });
    expect(signIn.status).toBe(200);
    expect((await jsonOf(await otherBrowser.request('/api/me'))).user.email).toBe(email);
  });

  it('signs the registering browser in and sends it to the dashboard', async () => {
    const email = uniqueEmail('same-browser');
    const browser = t.newClient();
    const link = await signUp(browser, email);

    const opened = await browser.request(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/dashboard');
    expect((await jsonOf(await browser.request('/api/me'))).user.email).toBe(email);
  });

  it('signs in a browser that tried the right password before confirming, with the link it was sent', async () => {
    const email = uniqueEmail('signed-in-first');
    await signUp(t.newClient(), email);
    const laptop = t.newClient();
    const refused = await laptop.request('/api/auth/sign-in/email', { json: { email, password } });
    expect(refused.status).toBe(403);
    expect(await jsonOf(refused)).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const resent = (await t.mailbox())
      .find((item) => item.to === email)
      ?.links.find((url) => url.includes('/verify-email'));

    // A wrong password proves nothing: that browser is not marked.
    const stranger = t.newClient();
    const wrong = await stranger.request('/api/auth/sign-in/email', {
      json: { email, password: 'not the password 9' },
    });
    expect(wrong.status).toBe(401);
    expect(stranger.cookies.has('venuescout.registering')).toBe(false);
    expect(laptop.cookies.has('venuescout.registering')).toBe(true);

    const opened = await laptop.request(resent!.replace(testAppUrl, ''));
    expect(opened.headers.get('location')).toBe('/dashboard');
    expect((await jsonOf(await laptop.request('/api/me'))).user.email).toBe(email);
  });

  it('does not sign in a browser that registered another address', async () => {
    const browser = t.newClient();
    await signUp(browser, uniqueEmail('own-address'));
    const link = await signUp(t.newClient(), uniqueEmail('their-address'));

    const opened = await browser.request(link);
    expect(opened.headers.get('location')).toMatch(/^\/login\?confirmed=1/);
    expect((await browser.request('/api/me')).status).toBe(401);
  });

  it('does not sign in a browser whose registration mark was tampered with', async () => {
    const email = uniqueEmail('tampered');
    const browser = t.newClient();
    const link = await signUp(browser, email);
    const [name, value] = [...browser.cookies].find(([key]) => key.includes('registering'))!;
    const [expiresAt, nonce, mac] = value.split('.');
    browser.cookies.set(name, `${Number(expiresAt) + 1}.${nonce}.${mac}`);

    const opened = await browser.request(link);
    expect(opened.headers.get('location')).toMatch(/^\/login\?confirmed=1/);
    expect((await browser.request('/api/me')).status).toBe(401);
  });

  it('marks the registering browser with a short-lived, HttpOnly, SameSite=Lax cookie', async () => {
    const response = await t.newClient().request('/api/auth/sign-up/email', {
      json: { email: uniqueEmail('cookie'), password, name: 'cookie', callbackURL: '/dashboard' },
    });
    const mark = response.headers.getSetCookie().find((line) => line.includes('registering'));
    expect(mark).toMatch(/HttpOnly/i);
    expect(mark).toMatch(/SameSite=Lax/i);
    expect(mark).toMatch(/Max-Age=86400/i);
    expect(mark).toMatch(/Path=\/api\/auth\/verify-email/i);
  });
});
