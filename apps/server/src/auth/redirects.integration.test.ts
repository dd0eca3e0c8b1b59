import { describe, expect, it } from 'vitest';
import { jsonOf, uniqueEmail } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { unsafeRedirectMessage } from './reject-unsafe-redirects.ts';

const unsafeTargets = ['/.//evil.example', '/%2e//evil.example', '/\\evil.example', '//evil.example'];

describe('auth redirect targets', () => {
  const t = useTestApp();

  const query = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

  it.each(
    unsafeTargets.flatMap(
      (target) =>
        [
          ['GET', `/api/auth/verify-email?token=x&${query('callbackURL', target)}`, undefined, 'callbackURL'],
          ['GET', `/api/auth/reset-password/abc?${query('callbackURL', target)}`, undefined, 'callbackURL'],
          [
            'POST',
            '/api/auth/sign-up/email',
            { email: uniqueEmail('redirect'), password: 'long enough pw', name: 'r', callbackURL: target },
            'callbackURL',
          ],
          [
            'POST',
            '/api/auth/sign-in/email',
            { email: uniqueEmail('redirect'), password: 'long enough pw', callbackURL: target },
            'callbackURL',
          ],
          [
            'POST',
            '/api/auth/send-verification-email',
            { email: uniqueEmail('redirect'), callbackURL: target },
            'callbackURL',
          ],
          [
            'POST',
            '/api/auth/request-password-reset',
            { email: uniqueEmail('redirect'), redirectTo: target },
            'redirectTo',
          ],
          [
            'POST',
            '/api/auth/sign-in/social',
            { provider: 'github', callbackURL: '/dashboard', errorCallbackURL: target },
            'errorCallbackURL',
          ],
          [
            'POST',
            '/api/auth/sign-in/social',
            { provider: 'github', newUserCallbackURL: target },
            'newUserCallbackURL',
          ],
        ] as const,
    ),
  )('%s %s refuses the target with 400 and never redirects off-site', async (method, path, json, field) => {
    const response = await t.newClient().request(path, { method, ...(json ? { json } : {}) });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const body = await jsonOf(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues).toContainEqual({ path: field, message: unsafeRedirectMessage });
  });

  it('still redirects a confirmation link to a path on this site', async () => {
    const response = await t.newClient().request(`/api/auth/verify-email?token=x&callbackURL=%2Fdashboard`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/dashboard\?error=/);
  });
});
