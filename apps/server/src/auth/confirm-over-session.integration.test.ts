import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonOf, testAppUrl, uniqueEmail } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { rowsOf } from '@venuescout/db';

describe('a confirmation link opened while someone else is signed in', () => {
  const t = useTestApp();

  it('confirms the other address but keeps the current user signed in', async () => {
    const victimEmail = uniqueEmail('victim');
    const victim = await t.signUpConfirmed(victimEmail);
    const senderEmail = uniqueEmail('sender');
    await t.newClient().request('/api/auth/sign-up/email', {
      json: { email: senderEmail, password: 'sender password 1', name: 'sender', callbackURL: '/dashboard' },
    });
    const link = (await t.mailbox())
      .find((item) => item.to === senderEmail)
      ?.links.find((url) => url.includes('/verify-email'));
    expect(link).toBeDefined();

    const opened = await victim.request(link!.replace(testAppUrl, ''));
    expect(opened.status).toBe(302);
    expect(opened.headers.getSetCookie()).toEqual([]);
    expect((await jsonOf(await victim.request('/api/me'))).user.email).toBe(victimEmail);
    // No session of the sender's is left behind for anyone to pick up.
    const sessions = rowsOf<{ n: number }>(
      await t.context.deps.db.execute(
        sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = ${senderEmail}`,
      ),
    );
    expect(Number(sessions[0]!.n)).toBe(0);

    // The sender's address is confirmed all the same: they can sign in.
    const signIn = await t.newClient().request('/api/auth/sign-in/email', {
      json: { email: senderEmail, password: 'sender password 1' },
    });
    expect(signIn.status).toBe(200);
  });

  it('still signs in the link’s own user when nobody is signed in', async () => {
    const email = uniqueEmail('own');
    const client = t.newClient();
    await client.request('/api/auth/sign-up/email', {
      json: { email, password: 'own password 11', name: 'own', callbackURL: '/dashboard' },
    });
    const link = (await t.mailbox()).find((item) => item.to === email)?.links[0];
    expect((await client.request(link!.replace(testAppUrl, ''))).status).toBe(302);
    expect((await jsonOf(await client.request('/api/me'))).user.email).toBe(email);
  });
});
