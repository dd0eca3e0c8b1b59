import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonOf, uniqueEmail } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

describe('absolute session lifetime', () => {
  const t = useTestApp();

  /** Backdates the user's sessions, as if they had been signed in (and active) for `days`. */
  const age = async (email: string, days: number) => {
    await t.context.deps.db
      .execute(sql`update sessions set created_at = now() - make_interval(days => ${days})
      where user_id = (select id from users where email = ${email})`);
  };
  const sessionCount = async (email: string) =>
    Number(
      (
        (await t.context.deps.db.execute(sql`select count(*)::int as n from sessions
          where user_id = (select id from users where email = ${email})`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );

  it('keeps a 29-day-old session that is still in use', async () => {
    const email = uniqueEmail('young');
    const client = await t.signUpConfirmed(email);
    await age(email, 29);
    expect((await client.request('/api/me')).status).toBe(200);
  });

  it('ends a session older than 30 days, however recently it was used', async () => {
    const email = uniqueEmail('old');
    const client = await t.signUpConfirmed(email);
    await age(email, 31);
    expect((await client.request('/api/me')).status).toBe(401);
    expect(await sessionCount(email)).toBe(0);
  });

  it('ends it on better-auth’s own routes too', async () => {
    const email = uniqueEmail('old-auth');
    const client = await t.signUpConfirmed(email);
    await age(email, 31);
    expect(await jsonOf(await client.request('/api/auth/get-session'))).toBeNull();
    const changed = await client.request('/api/auth/change-password', {
      json: { currentPassword: 'correct horse battery', newPassword: 'a new password 9' },
    });
    expect(changed.status).toBe(401);
  });
});
