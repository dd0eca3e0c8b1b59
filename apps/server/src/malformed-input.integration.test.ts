import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp, type TestClient } from '../test/create-test-app.ts';
import { makeVenue } from '../test/venue-factory.ts';
import { rowsOf } from '@venuescout/db';

const endpoints: [method: string, path: string][] = [
  ['POST', '/api/billing/checkout'],
  ['POST', '/api/billing/cancel'],
  ['POST', '/api/billing/portal'],
  ['POST', '/api/billing/test-checkout/00000000-0000-4000-8000-000000000000/complete'],
  ['POST', '/api/billing/webhook'],
  ['POST', '/api/auth/sign-up/email'],
  ['POST', '/api/auth/sign-in/email'],
  ['POST', '/api/auth/request-password-reset'],
  ['POST', '/api/auth/reset-password'],
  ['POST', '/api/auth/change-password'],
  ['POST', '/api/contact'],
  ['POST', '/api/submissions'],
  ['POST', '/api/keyword-suggestions'],
  ['POST', '/api/favorites'],
  ['PATCH', '/api/settings'],
  ['DELETE', '/api/account'],
];

// Values that have broken JSON handlers elsewhere: prototype keys, deep nesting, wrong types, huge strings.
const hostileValue = fc.oneof(
  fc.jsonValue(),
  fc.constant({ __proto__: { isAdmin: true } }),
  fc.constant(JSON.parse('{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"x": 1}}}')),
  fc.record({ email: fc.anything(), password: fc.anything(), title: fc.anything(), keywords: fc.anything() }),
  fc.string({ minLength: 5000, maxLength: 20_000 }).map((text) => ({ title: text, name: text, email: text })),
  fc.array(fc.jsonValue(), { maxLength: 50 }),
);
const rawBody = fc.oneof(
  hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
  fc.string({ maxLength: 300 }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  fc.constant('{"email": "a@b.c", "password": '),
  fc.constant('\uD800\uDFFF\uFFFE'),
);

function isNotEmptyObject(body: string): boolean {
  try {
    const value: unknown = JSON.parse(body);
    return !(
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.keys(value).length === 0
    );
  } catch {
    return true;
  }
}

// Every table a request could write, found from the schema so that new tables are covered too; rate
// limit counters change on every request by design and are left out.
async function countRows(t: TestApp): Promise<Record<string, number>> {
  const { db } = t.context.deps;
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits'
        order by table_name`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = Number(rowsOf<{ n: number }>(result)[0]!.n);
  }
  return counts;
}

describe('malformed input', () => {
  let t: TestApp;
  let signedIn: TestClient;
  beforeAll(async () => {
    t = await createTestApp({}, [makeVenue({ id: 'conf/x', acronym: 'X' })]);
    signedIn = await t.signUpConfirmed(uniqueEmail('fuzz'));
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(endpoints)('%s %s answers 4xx with {code, message} and changes nothing', async (method, path) => {
    const before = await countRows(t);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['users', 'submissions', 'subscriptions']));
    await fc.assert(
      // An empty object is the one valid body of the billing actions; it is tested where it succeeds.
      fc.asyncProperty(rawBody.filter(isNotEmptyObject), fc.boolean(), async (body, withSession) => {
        const client = withSession ? signedIn : t.newClient();
        const response = await client.request(path, {
          method,
          body,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        const answer = (await response.json()) as { code?: unknown; message?: unknown };
        expect(typeof answer.code).toBe('string');
        expect(typeof answer.message).toBe('string');
      }),
      { numRuns: 25, seed: 20261122 },
    );
    expect(await countRows(t)).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
