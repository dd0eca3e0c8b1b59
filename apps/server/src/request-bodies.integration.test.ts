import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  jsonOf,
  uniqueEmail,
  type TestApp,
  type TestClient,
} from '../test/create-test-app.ts';
import { maxBodyDepth } from './lib/check-request-body.ts';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const paper = { title: 'Parsing', theme: 'NLP', abstract: 'We parse sentences.', keywords: ['parsing'] };

/** What a write route answers to bodies that are not what the API reads: JSON, shallow, storable. */
describe('request bodies', () => {
  let t: TestApp;
  let signedIn: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    signedIn = await t.signUpConfirmed(uniqueEmail('bodies'));
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (path: string, body: string, contentType: string | null) =>
    signedIn.request(path, {
      method: 'POST',
      body,
      headers: contentType === null ? {} : { 'content-type': contentType },
    });

  const writeRoutes = ['/api/contact', '/api/auth/sign-in/email', '/api/submissions', '/api/favorites'];

  it.each(writeRoutes)(
    'refuses a body nested 3,500 deep on %s with 400, not a stack overflow',
    async (path) => {
      const response = await send(path, nested(3_500), 'application/json');
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toMatchObject({
        code: 'BAD_REQUEST',
        message: `The request body is nested more than ${maxBodyDepth} levels deep.`,
      });
    },
  );

  it('refuses one level past the depth limit, and reads the limit itself as an ordinary wrong body', async () => {
    expect((await send('/api/contact', nested(maxBodyDepth + 1), 'application/json')).status).toBe(400);
    const atLimit = await send('/api/contact', nested(maxBodyDepth), 'application/json');
    expect(atLimit.status).toBe(400);
    expect(await jsonOf(atLimit)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it.each([
    [
      '/api/contact',
      'text/plain',
      JSON.stringify({ name: 'a\u0000b', email: 'a@example.com', message: 'hi' }),
    ],
    ['/api/auth/sign-in/email', 'text/plain', JSON.stringify({ email: 'a\u0000b@x.org', password: 'x' })],
    ['/api/submissions', 'text/plain', JSON.stringify({ ...paper, title: 'a\u0000b' })],
    ['/api/contact', 'application/x-www-form-urlencoded', 'name=Ann&email=a%40example.com&message=hi'],
    ['/api/contact', null, JSON.stringify({ name: 'Ann', email: 'a@example.com', message: 'hi' })],
    ['/api/auth/sign-up/email', 'text/json', JSON.stringify({ email: 'x@example.com', password: 'p' })],
  ])('answers 415 to POST %s with Content-Type %s', async (path, contentType, body) => {
    const response = await send(path, body, contentType);
    expect(response.status).toBe(415);
    expect(await jsonOf(response)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('stores nothing from a contact message sent as text/plain with a lone surrogate', async () => {
    const count = async () =>
      Number(
        (
          (await t.context.deps.db.execute(
            sql`select count(*)::int as n from contact_messages`,
          )) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      );
    const before = await count();
    const body = JSON.stringify({ name: 'Ann \uD800', email: 'a@example.com', message: 'hi' });
    expect((await send('/api/contact', body, 'text/plain')).status).toBe(415);
    expect((await send('/api/contact', body, 'application/json')).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('accepts JSON with a charset and the +json kinds', async () => {
    const message = { name: 'Ann', email: 'ann@example.com', message: 'Hello' };
    const withCharset = await send(
      '/api/contact',
      JSON.stringify(message),
      'application/json; charset=utf-8',
    );
    expect(withCharset.status).toBe(201);
    const problemJson = await send('/api/contact', JSON.stringify(message), 'application/merge-patch+json');
    expect(problemJson.status).toBe(201);
  });

  it('lets a write without a body through, whatever its Content-Type', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('sign-out'));
    const response = await client.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(200);
    expect((await client.request('/api/me')).status).toBe(401);
  });
});
