import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp, type TestClient } from '../test/create-test-app.ts';

describe('Cache-Control on API answers', () => {
  let t: TestApp;
  let signedIn: TestClient;
  const email = uniqueEmail('cache');

  beforeAll(async () => {
    t = await createTestApp();
    signedIn = await t.signUpConfirmed(email, 'cache me not 1');
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['GET', '/api/me', undefined, 200],
    ['GET', '/api/auth/get-session', undefined, 200],
    ['GET', '/api/favorites', undefined, 200],
    ['GET', '/api/account/export', undefined, 200],
    ['POST', '/api/auth/sign-in/email', { email, password: 'cache me not 1' }, 200],
    ['POST', '/api/submissions', { junk: true }, 400],
    ['GET', '/api/no-such-endpoint', undefined, 404],
  ])('%s %s answers with no-store', async (method, path, json, status) => {
    const response = await signedIn.request(path, { method, ...(json ? { json } : {}) });
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('says no-store to a signed-out caller too', async () => {
    const response = await t.newClient().request('/api/me');
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves the public statistics cacheable', async () => {
    const response = await t.newClient().request('/api/stats');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });
});
