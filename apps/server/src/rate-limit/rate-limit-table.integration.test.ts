import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonOf } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { consumeRateLimit, maxStoredKeyLength } from './consume-rate-limit.ts';
import { purgeRateLimits } from './purge-rate-limits.ts';
import { rateLimitRules, signInPerIpAndEmailRules } from './rate-limit-rules.ts';
import { rowsOf } from '@venuescout/db';

/** The rate-limit table stays small, whatever strangers send: short keys, bounded rows, ended windows purged. */
describe('the rate-limit table', () => {
  const t = useTestApp({ TRUST_PROXY: 'true' });

  const rows = async () =>
    rowsOf<{ key: string; is_open: boolean }>(
      await t.context.deps.db.execute(
        sql`select key, expires_at > now() as is_open from rate_limits order by key`,
      ),
    );

  const signIn = (email: string, ip: string) =>
    t.newClient().request('/api/auth/sign-in/email', {
      json: { email, password: 'some guess' },
      headers: { 'x-forwarded-for': ip },
    });

  it('refuses a 2.4 KB address on sign-in with 400 before it becomes a key', async () => {
    const response = await signIn(`${'a'.repeat(2_400)}@example.org`, '192.0.2.10');
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await rows()).every((row) => !row.key.includes('a'.repeat(200)))).toBe(true);
  });

  it('keeps a flood of distinct long addresses from one IP to a bounded number of short rows', async () => {
    const ip = '192.0.2.20';
    const left = 5;
    // The IP has already spent most of its budget (as after 95 tries); the flood goes on from there.
    await consumeRateLimit(t.context.deps.db, `sign-in:ip:${ip}`, rateLimitRules.signInPerIp);
    await t.context.deps.db.execute(
      sql`update rate_limits set count = ${rateLimitRules.signInPerIp.max - left} where key = ${`sign-in:ip:${ip}`}`,
    );
    const before = (await rows()).length;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < left + 30; attempt += 1) {
      // 254 characters, the longest address the form accepts, different each time.
      const email = `${String(attempt).padStart(4, '0')}${'x'.repeat(237)}@example.org`;
      statuses.push((await signIn(email, ip)).status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    const after = await rows();
    // Only the addresses tried before the IP's budget ran out get counters, one per window.
    expect(after.length - before).toBe(left * signInPerIpAndEmailRules.length);
    expect(Math.max(...after.map((row) => row.key.length))).toBeLessThanOrEqual(maxStoredKeyLength);
  });

  it('purges the rows whose window has ended, and only those', async () => {
    await signIn('open-window@example.org', '192.0.2.30');
    await t.context.deps.db.execute(
      sql`update rate_limits set expires_at = now() - interval '1 second' where key not like '%192.0.2.30%'`,
    );
    const ended = (await rows()).filter((row) => !row.is_open).length;
    expect(ended).toBeGreaterThan(0);
    expect(await purgeRateLimits(t.context.deps.db)).toBe(ended);
    const left = await rows();
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((row) => row.is_open && row.key.includes('192.0.2.30'))).toBe(true);
  });

  it('sets each row to expire when its own window ends', async () => {
    await signIn('expiry@example.org', '192.0.2.40');
    const result = rowsOf<{ key: string; seconds: number }>(
      await t.context.deps.db.execute(
        sql`select key, extract(epoch from (expires_at - window_start))::int as seconds
          from rate_limits where key like '%192.0.2.40%' order by seconds`,
      ),
    );
    expect(result.map((row) => row.seconds)).toEqual(
      [
        rateLimitRules.signInPerIp.windowSeconds,
        ...signInPerIpAndEmailRules.map((rule) => rule.windowSeconds),
      ].sort((a, b) => a - b),
    );
  });
});
