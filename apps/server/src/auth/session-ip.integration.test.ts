import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@venuescout/db';
import { jsonOf, uniqueEmail, type TestApp } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/** Signs a confirmed account in with the given headers and returns the address its session recorded. */
async function signInFrom(t: TestApp, headers: Record<string, string>): Promise<string | null> {
  const email = uniqueEmail('session-ip');
  await t.signUpConfirmed(email, 'session ip password');
  const signIn = await t.newClient().request('/api/auth/sign-in/email', {
    json: { email, password: 'session ip password' },
    headers,
  });
  expect(signIn.status).toBe(200);
  const { token } = (await jsonOf(signIn)) as { token: string };
  const [session] = await t.context.deps.db
    .select({ ipAddress: schema.sessions.ipAddress })
    .from(schema.sessions)
    .where(eq(schema.sessions.token, token));
  return session?.ipAddress ?? null;
}

describe('the address a session records', () => {
  describe('with TRUST_PROXY=false', () => {
    const t = useTestApp({ TRUST_PROXY: 'false' });

    it.each([
      ['X-Forwarded-For', { 'x-forwarded-for': '6.6.6.6' }],
      ['the header the server passes to better-auth', { 'x-venuescout-client-ip': '6.6.6.6' }],
    ])('ignores an address the client put in %s', async (_label, headers) => {
      expect(await signInFrom(t, headers)).not.toBe('6.6.6.6');
    });
  });

  describe('with TRUST_PROXY=true', () => {
    const t = useTestApp({ TRUST_PROXY: 'true' });

    it('records the last X-Forwarded-For entry, the one the proxy appended', async () => {
      expect(await signInFrom(t, { 'x-forwarded-for': '1.1.1.1, 2.2.2.2' })).toBe('2.2.2.2');
    });

    it('ignores a client-sent client-address header in favour of the proxy’s entry', async () => {
      const headers = { 'x-forwarded-for': '3.3.3.3', 'x-venuescout-client-ip': '6.6.6.6' };
      expect(await signInFrom(t, headers)).toBe('3.3.3.3');
    });
  });
});
