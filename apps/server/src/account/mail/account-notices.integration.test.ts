import { describe, expect, it } from 'vitest';
import { testAppUrl, uniqueEmail } from '../../../test/create-test-app.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

const password = 'correct horse battery';

describe('account e-mails', () => {
  const t = useTestApp();
  const mailsTo = async (email: string, subject: string) =>
    (await t.mailbox()).filter((message) => message.to === email && message.subject === subject);

  it('tells the owner their password was changed, with how to take the account back', async () => {
    const email = uniqueEmail('changed');
    const client = await t.signUpConfirmed(email, password);
    const wrong = await client.request('/api/auth/change-password', {
      json: { currentPassword: 'not the password', newPassword: 'a different long passphrase' },
    });
    expect(wrong.status).toBe(400);
    expect(await mailsTo(email, 'Your VenueScout password was changed')).toEqual([]);

    const changed = await client.request('/api/auth/change-password', {
      json: { currentPassword: password, newPassword: 'a different long passphrase' },
    });
    expect(changed.status).toBe(200);
    const [notice, ...others] = await mailsTo(email, 'Your VenueScout password was changed');
    expect(others).toEqual([]);
    expect(notice!.text).toMatch(/was changed on \d{1,2} \w+ \d{4}, \d{2}:\d{2} UTC/);
    expect(notice!.text).toContain(`Reset your password: ${testAppUrl}/reset-password`);
    expect(notice!.text).toContain(`Not you?`);
    expect(notice!.text).toContain(`${testAppUrl}/contact`);
  });

  it('tells the owner a password was reset through an e-mailed link', async () => {
    const email = uniqueEmail('reset');
    await t.signUpConfirmed(email, password);
    const client = t.newClient();
    await client.request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
    });
    const link = (await t.mailbox()).find((m) => m.to === email && m.subject.includes('Reset'))!.links[0]!;
    const landing = await client.request(link.replace(testAppUrl, ''));
    const token = new URL(landing.headers.get('location')!, testAppUrl).searchParams.get('token');
    const refused = await client.request('/api/auth/reset-password', {
      json: { newPassword: 'new long passphrase 2', token: 'not-a-token' },
    });
    expect(refused.status).toBe(400);
    expect(await mailsTo(email, 'Your VenueScout password was reset')).toEqual([]);

    const reset = await client.request('/api/auth/reset-password', {
      json: { newPassword: 'new long passphrase 2', token },
    });
    expect(reset.status).toBe(200);
    const notices = await mailsTo(email, 'Your VenueScout password was reset');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('reset through an e-mailed link');
    expect(notices[0]!.text).toContain('Not you?');
  });

  it('confirms a deletion to the address after the account is gone, saying what was removed', async () => {
    const email = uniqueEmail('deleted');
    const client = await t.signUpConfirmed(email, password);
    const deleted = await client.request('/api/account', {
      method: 'DELETE',
      json: { confirmEmail: email, password },
    });
    expect(deleted.status).toBe(204);
    // The deletion removed the outbox copies of earlier mails; this one is sent after it.
    const mails = (await t.mailbox()).filter((message) => message.to === email);
    expect(mails.map((message) => message.subject)).toEqual(['Your VenueScout account was deleted']);
    expect(mails[0]!.text).toContain('your analyses and their venue matches, your favorites');
    expect(mails[0]!.text).toContain('This is the last e-mail you get from us.');
  });
});
