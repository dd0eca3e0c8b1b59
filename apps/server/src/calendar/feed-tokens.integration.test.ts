import { describe, expect, it } from 'vitest';
import { jsonOf, testAppUrl, uniqueEmail, type TestClient } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const password = 'correct horse battery';

/** The private calendar feed answers without a session, so its URL must die with the old credentials. */
describe('the private calendar feed URL', () => {
  const t = useTestApp();

  const feedUrlOf = async (client: TestClient): Promise<string> =>
    (await jsonOf(await client.request('/api/me'))).calendarFeedUrl;
  const feedStatus = async (url: string) => (await t.newClient().request(url.replace(testAppUrl, ''))).status;

  it('stops working when the password is changed, and the new one works', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('feed-change'), password);
    const before = await feedUrlOf(client);
    expect(await feedStatus(before)).toBe(200);

    const changed = await client.request('/api/auth/change-password', {
      json: { currentPassword: password, newPassword: 'another password 7' },
    });
    expect(changed.status).toBe(200);
    expect(await feedStatus(before)).toBe(404);
    const after = await feedUrlOf(client);
    expect(after).not.toBe(before);
    expect(await feedStatus(after)).toBe(200);
  });

  it('stops working when the password is reset through the e-mailed link', async () => {
    const email = uniqueEmail('feed-reset');
    const client = await t.signUpConfirmed(email, password);
    const before = await feedUrlOf(client);
    expect(await feedStatus(before)).toBe(200);

    const stranger = t.newClient();
    await stranger.request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
    });
    const link = (await t.mailbox()).find((item) => item.to === email && item.subject.includes('Reset'))
      ?.links[0];
    const landing = await stranger.request(link!.replace(testAppUrl, ''));
    const token = new URL(landing.headers.get('location')!, testAppUrl).searchParams.get('token');
    const reset = await stranger.request('/api/auth/reset-password', {
      json: { newPassword: 'another password 7', token },
    });
    expect(reset.status).toBe(200);
    expect(await feedStatus(before)).toBe(404);

    const signedIn = t.newClient();
    await signedIn.request('/api/auth/sign-in/email', { json: { email, password: 'another password 7' } });
    expect(await feedStatus(await feedUrlOf(signedIn))).toBe(200);
  });

  it('answers overlapping rotations with one URL, the one that works afterwards', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('feed-rotate'));
    const before = await feedUrlOf(client);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client.request('/api/calendar/feed/rotate', { json: {} })),
    );
    const urls: string[] = await Promise.all(
      answers.map(async (answer) => (await jsonOf(answer)).calendarFeedUrl),
    );

    expect(await feedStatus(before)).toBe(404);
    const live = await feedUrlOf(client);
    expect(live).not.toBe(before);
    expect(await feedStatus(live)).toBe(200);
    // Had each rotation written its own token, four of the five answers would be dead by now.
    expect(urls).toEqual(Array.from({ length: 5 }, () => live));
  });

  it('still replaces the URL on a password change made just after a rotation', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('feed-rotate-change'), password);
    const rotated = (await jsonOf(await client.request('/api/calendar/feed/rotate', { json: {} })))
      .calendarFeedUrl;
    await client.request('/api/auth/change-password', {
      json: { currentPassword: password, newPassword: 'another password 7' },
    });
    expect(await feedStatus(rotated)).toBe(404);
    expect(await feedStatus(await feedUrlOf(client))).toBe(200);
  });
});
