import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidTextMessage } from '@venuescout/contracts';
import {
  createTestApp,
  jsonOf,
  uniqueEmail,
  type TestApp,
  type TestClient,
} from '../test/create-test-app.ts';
import { makeVenue } from '../test/venue-factory.ts';
import { rowsOf } from '@venuescout/db';

const paper = {
  title: 'Parsing with transformers',
  theme: 'Natural language processing',
  abstract: 'We parse sentences.',
  keywords: ['parsing'],
};
const nul = 'a\u0000b';
const loneSurrogate = 'key\uD800word';

/**
 * Text the database cannot hold (a NUL, a lone UTF-16 surrogate) and values of the wrong type are
 * refused with 400 and a field message on every endpoint, never passed on to fail in SQL as a 500.
 */
describe('text that reaches the database', () => {
  let t: TestApp;
  let signedIn: TestClient;

  beforeAll(async () => {
    t = await createTestApp({}, [makeVenue({ id: 'acl', acronym: 'ACL' })]);
    signedIn = await t.signUpConfirmed(uniqueEmail('text'));
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['/api/submissions', { ...paper, title: nul }, 'title', invalidTextMessage],
    ['/api/submissions', { ...paper, theme: nul }, 'theme', invalidTextMessage],
    ['/api/submissions', { ...paper, abstract: nul }, 'abstract', invalidTextMessage],
    ['/api/submissions', { ...paper, keywords: ['fine', nul] }, 'keywords.1', invalidTextMessage],
    ['/api/submissions', { ...paper, keywords: [loneSurrogate] }, 'keywords.0', invalidTextMessage],
    ['/api/contact', { name: 'Ada', email: 'ada@example.com', message: nul }, 'message', invalidTextMessage],
    [
      '/api/auth/sign-in/email',
      { email: `ada${nul}@example.com`, password: 'whatever1' },
      'email',
      invalidTextMessage,
    ],
    [
      '/api/auth/sign-up/email',
      { email: uniqueEmail('nul'), password: 'long enough pw', name: nul },
      'name',
      invalidTextMessage,
    ],
    ['/api/auth/reset-password', { newPassword: 'long enough pw', token: nul }, 'token', invalidTextMessage],
    ['/api/auth/request-password-reset', { email: `ada${nul}@example.com` }, 'email', invalidTextMessage],
    ['/api/auth/update-user', { name: nul }, 'name', invalidTextMessage],
    ['/api/auth/revoke-session', { token: nul }, 'token', invalidTextMessage],
    ['/api/auth/update-user', { name: null }, 'name', 'Name must be text'],
    ['/api/auth/update-user', { name: 42 }, 'name', 'Name must be text'],
    ['/api/auth/update-user', { name: '  ' }, 'name', 'Name is required'],
    ['/api/auth/update-user', { name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    [
      '/api/auth/update-user',
      { image: 'javascript:alert(1)' },
      'image',
      'Image must be an http or https address',
    ],
    ['/api/auth/update-user', { image: 7 }, 'image', 'Image must be an address or null'],
    ['/api/auth/update-user', { emailVerified: false }, '', 'Only name and image can be changed here.'],
  ])('POST %s %j answers 400 naming %j', async (path, json, field, message) => {
    const response = await signedIn.request(path, { json });
    expect(response.status).toBe(400);
    const body = await jsonOf(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues).toContainEqual({ path: field, message });
  });

  it('refuses a NUL in an object key too', async () => {
    const response = await signedIn.request('/api/settings', {
      method: 'PATCH',
      json: { remindersEnabled: true, [`extra${nul}`]: 1 },
    });
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).issues).toContainEqual({ path: '', message: invalidTextMessage });
  });

  it('still changes the name and picture when they are valid', async () => {
    const response = await signedIn.request('/api/auth/update-user', {
      json: { name: 'Ada Lovelace', image: 'https://example.com/ada.png' },
    });
    expect(response.status).toBe(200);
    const session = await jsonOf(await signedIn.request('/api/auth/get-session'));
    expect(session.user).toMatchObject({ name: 'Ada Lovelace', image: 'https://example.com/ada.png' });
  });

  // The routes check a trimmed copy of the body; better-auth stores from the body it reads itself.
  const padded = `Ann${' '.repeat(60_000)}`;
  const storedName = async (email: string) => {
    const result = rowsOf<{ name: string }>(
      await t.context.deps.db.execute(sql`select name from users where email = ${email}`),
    );
    return result[0]?.name;
  };

  it('stores a name padded past the limit with spaces trimmed, on sign-up', async () => {
    const email = uniqueEmail('padded');
    const response = await t.newClient().request('/api/auth/sign-up/email', {
      json: { email, password: 'long enough pw', name: padded },
    });
    expect(response.status).toBe(200);
    expect(await storedName(email)).toBe('Ann');
  });

  it('stores a name padded past the limit with spaces trimmed, on update', async () => {
    const email = uniqueEmail('padded-update');
    const client = await t.signUpConfirmed(email);
    const response = await client.request('/api/auth/update-user', { json: { name: padded } });
    expect(response.status).toBe(200);
    expect(await storedName(email)).toBe('Ann');
  });
});
