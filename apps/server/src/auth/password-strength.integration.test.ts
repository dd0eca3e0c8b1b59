import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@venuescout/contracts';
import {
  createTestApp,
  jsonOf,
  uniqueEmail,
  type TestApp,
  type TestClient,
} from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const strongPassword = 'lantern quiet orchard river';

// Passwords people pick to pass "upper, lower, digit, symbol" rules; each is refused by the estimator.
// prettier-ignore
const commonPasswords = [
  'Password1!', 'P@ssw0rd1', '1234567890', 'Welcome1!', 'Summer2026', 'Qwerty123!', 'Iloveyou1',
  'Letmein1!', 'Passw0rd!', 'Admin123!', 'Welcome2026!', 'Winter2025!', 'Spring2026', 'Football1!',
  'Monkey123!', 'Dragon123', 'Sunshine1!', 'Princess1!', 'Abc123456!', 'Qwertyuiop1', 'Trustno1!',
  'Baseball1!', 'Superman1!', 'Starwars1!', 'Changeme1!', 'Master123!', 'Hello1234!', 'Shadow123!',
  'Michael1!', 'Jennifer1!', '11111111', '12345678', '123456789', '87654321', 'Aa123456', 'Aa123456!',
  'Password123', 'Password123!', 'P@ssword1', 'Pa$$w0rd', 'Qwerty1234', 'Summer2025!', 'Autumn2026',
  'Football2026', 'password',
];

/** The routes that set a password, each with a body carrying `password` and the field it goes in. */
const passwordRoutes = (password: string, currentPassword: string) =>
  [
    ['/api/auth/sign-up/email', { email: uniqueEmail('weak'), password, name: 'w' }, 'password'],
    ['/api/auth/reset-password', { newPassword: password, token: 'some-token' }, 'newPassword'],
    ['/api/auth/change-password', { currentPassword, newPassword: password }, 'newPassword'],
  ] as const;

/** Expects a 400 whose issue on `field` starts with the standard sentence and goes on with advice. */
async function expectRefused(response: Response, field: string) {
  expect(response.status).toBe(400);
  const body = await jsonOf(response);
  expect(body.code).toBe('VALIDATION_FAILED');
  const issue = body.issues.find((item: { path: string }) => item.path === field);
  expect(issue?.message.slice(0, messages.passwordTooCommon.length)).toBe(messages.passwordTooCommon);
  expect(issue?.message.length).toBeGreaterThan(messages.passwordTooCommon.length + 1);
  expect(body.message).toBe(issue.message);
}

describe('password strength', () => {
  let t: TestApp;
  let signedIn: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    signedIn = await t.signUpConfirmed(uniqueEmail('common'), strongPassword);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(commonPasswords)('refuses %j on sign-up, reset and change password', async (password) => {
    for (const [path, json, field] of passwordRoutes(password, strongPassword)) {
      await expectRefused(await signedIn.request(path, { json }), field);
    }
  });

  it('keeps the old password when the new one is refused', async () => {
    const email = uniqueEmail('kept');
    const client = await t.signUpConfirmed(email, strongPassword);
    await client.request('/api/auth/change-password', {
      json: { currentPassword: strongPassword, newPassword: 'Password1!' },
    });
    const signIn = await t.newClient().request('/api/auth/sign-in/email', {
      json: { email, password: strongPassword },
    });
    expect(signIn.status).toBe(200);
  });
});

describe('passwords made of the account', () => {
  const t = useTestApp();

  const accountPasswords = (email: string, name: string) => [email, `${email}1`, `${email}7`, name];

  it('refuses the e-mail address, the address with a digit, and the name on sign-up', async () => {
    const email = uniqueEmail('ada.lovelace');
    const name = 'Ada Lovelace Byron';
    for (const password of accountPasswords(email, name)) {
      const response = await t.newClient().request('/api/auth/sign-up/email', {
        json: { email, password, name },
      });
      await expectRefused(response, 'password');
    }
  });

  it('refuses them on change password, for the signed-in account', async () => {
    const email = uniqueEmail('grace.hopper');
    const client = await t.signUpConfirmed(email, strongPassword);
    for (const password of accountPasswords(email, email.split('@')[0]!)) {
      const response = await client.request('/api/auth/change-password', {
        json: { currentPassword: strongPassword, newPassword: password },
      });
      await expectRefused(response, 'newPassword');
    }
  });

  it('refuses the e-mail address on reset, for the account of the link', async () => {
    const email = uniqueEmail('alan.turing');
    await t.signUpConfirmed(email, strongPassword);
    await t.newClient().request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
    });
    const message = (await t.mailbox()).find((item) => item.to === email && item.subject.includes('Reset'));
    const link = message?.links.find((url) => url.includes('/reset-password/'));
    const token = link!.split('/reset-password/')[1]!.split('?')[0]!;
    for (const password of [email, `${email}1`]) {
      const response = await t.newClient().request('/api/auth/reset-password', {
        json: { token, newPassword: password },
      });
      await expectRefused(response, 'newPassword');
    }
    const accepted = await t.newClient().request('/api/auth/reset-password', {
      json: { token, newPassword: 'copper kettle whistles twice' },
    });
    expect(accepted.status).toBe(200);
  });

  it('accepts a strong passphrase on sign-up and change password', async () => {
    const email = uniqueEmail('strong');
    const client = await t.signUpConfirmed(email, strongPassword);
    const changed = await client.request('/api/auth/change-password', {
      json: { currentPassword: strongPassword, newPassword: 'copper kettle whistles twice' },
    });
    expect(changed.status).toBe(200);
    const signIn = await t.newClient().request('/api/auth/sign-in/email', {
      json: { email, password: 'copper kettle whistles twice' },
    });
    expect(signIn.status).toBe(200);
  });
});
