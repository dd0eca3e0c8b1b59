import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@venuescout/contracts';
import {
  createTestApp,
  jsonOf,
  uniqueEmail,
  type TestApp,
  type TestClient,
} from '../../test/create-test-app.ts';

describe('common passwords', () => {
  let t: TestApp;
  let signedIn: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    signedIn = await t.signUpConfirmed(uniqueEmail('common'), 'a sound password');
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['password', '12345678', 'aaaaaaaa', 'qwerty123', '87654321'])(
    'refuses %j on sign-up, reset and change password',
    async (password) => {
      const cases = [
        ['/api/auth/sign-up/email', { email: uniqueEmail('weak'), password, name: 'w' }, 'password'],
        ['/api/auth/reset-password', { newPassword: password, token: 'some-token' }, 'newPassword'],
        [
          '/api/auth/change-password',
          { currentPassword: 'a sound password', newPassword: password },
          'newPassword',
        ],
      ] as const;
      for (const [path, json, field] of cases) {
        const response = await signedIn.request(path, { json });
        expect(response.status, path).toBe(400);
        expect((await jsonOf(response)).issues, path).toContainEqual({
          path: field,
          message: messages.passwordTooCommon,
        });
      }
    },
  );

  it('keeps the old password when the new one is refused', async () => {
    const email = uniqueEmail('kept');
    const client = await t.signUpConfirmed(email, 'a sound password');
    await client.request('/api/auth/change-password', {
      json: { currentPassword: 'a sound password', newPassword: 'password1' },
    });
    const signIn = await t.newClient().request('/api/auth/sign-in/email', {
      json: { email, password: 'a sound password' },
    });
    expect(signIn.status).toBe(200);
  });
});
