import { describe, expect, it } from 'vitest';
import { jsonOf, uniqueEmail } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/** The test app's URL is http://localhost:3999; a developer may as well type 127.0.0.1. */
describe('loopback origins outside production', () => {
  const t = useTestApp();
  const signUpFrom = (origin: string, email: string) =>
    t.app.request(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, password: 'a long enough passphrase', name: 'Loop' }),
    });

  it('signs up a browser on http://127.0.0.1 for the same port', async () => {
    const email = uniqueEmail('loopback');
    const response = await signUpFrom('http://127.0.0.1:3999', email);
    expect(response.status).toBe(200);
    expect((await t.mailbox()).some((message) => message.to === email)).toBe(true);
  });

  it.each(['http://127.0.0.1:4000', 'http://localhost.evil.example:3999', 'https://127.0.0.1:3999'])(
    'still refuses %s',
    async (origin) => {
      const response = await signUpFrom(origin, uniqueEmail('foreign'));
      expect(response.status).toBe(403);
      expect(await jsonOf(response)).toMatchObject({ message: 'Cross-site requests are not allowed.' });
    },
  );
});
