import { describe, expect, it } from 'vitest';
import { jsonOf, uniqueEmail } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

describe('password-reset links', () => {
  const t = useTestApp();

  /** Asks for a reset link and returns its token, from the newest reset mail. */
  const requestReset = async (email: string): Promise<string> => {
    const response = await t.newClient().request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
    });
    expect(response.status).toBe(200);
    const message = (await t.mailbox()).find((item) => item.to === email && item.subject.includes('Reset'));
    const link = message?.links.find((url) => url.includes('/reset-password/'));
    return link!.split('/reset-password/')[1]!.split('?')[0]!;
  };

  const reset = (token: string, newPassword: string) =>
    t.newClient().request('/api/auth/reset-password', { json: { token, newPassword } });

  it('keeps only the newest link working', async () => {
    const email = uniqueEmail('two-links');
    await t.signUpConfirmed(email, 'original pass 1');
    const older = await requestReset(email);
    const newer = await requestReset(email);
    expect(newer).not.toBe(older);
    const refused = await reset(older, 'from the old link 2');
    expect(refused.status).toBe(400);
    expect(await jsonOf(refused)).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await reset(newer, 'from the new link 3')).status).toBe(200);
  });

  it('voids a link once the password is changed', async () => {
    const email = uniqueEmail('changed');
    const client = await t.signUpConfirmed(email, 'original pass 1');
    const token = await requestReset(email);
    const changed = await client.request('/api/auth/change-password', {
      json: { currentPassword: 'original pass 1', newPassword: 'changed pass 22' },
    });
    expect(changed.status).toBe(200);
    expect((await reset(token, 'sneaky reset 33')).status).toBe(400);
    const signIn = await t.newClient().request('/api/auth/sign-in/email', {
      json: { email, password: 'changed pass 22' },
    });
    expect(signIn.status).toBe(200);
  });
});
