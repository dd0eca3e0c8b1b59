import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { DeleteAccountInputSchema, SettingsInputSchema } from '@venuescout/contracts';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { requireSession } from '../auth/require-session.ts';
import { readJsonBody } from '../lib/read-json-body.ts';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit.ts';
import { perUserKey, rateLimitRules } from '../rate-limit/rate-limit-rules.ts';
import { deleteAccount } from './delete-account.ts';
import { verifyAccountPassword } from './verify-account-password.ts';
import { exportAccountData } from './export-account-data.ts';
import { updateSettings } from './settings.ts';

/** `/api/account` (data export and deletion) and `/api/settings` (reminder switch). */
export function accountRoutes({ db, auth, billing }: AppDeps) {
  const account = new Hono<AppEnv>()
    .use('*', requireSession(auth))
    .get('/export', async (c) => {
      const data = await exportAccountData({ db, userId: c.get('user').id });
      c.header('Content-Disposition', 'attachment; filename="venuescout-my-data.json"');
      return c.json(data);
    })
    .delete('/', async (c) => {
      const user = c.get('user');
      await enforceRateLimit(db, [
        { key: perUserKey('delete-account', user.id), rule: rateLimitRules.deleteAccountPerUser },
      ]);
      const { confirmEmail, password } = await readJsonBody(c, DeleteAccountInputSchema);
      await verifyAccountPassword({ auth, headers: c.req.raw.headers, password });
      await deleteAccount({ db, userId: user.id, email: user.email, confirmEmail, billing });
      // The session row is gone with the user; the cookie is cleared so the browser forgets it too.
      deleteCookie(c, 'better-auth.session_token', { path: '/' });
      deleteCookie(c, '__Secure-better-auth.session_token', { path: '/', secure: true });
      return c.body(null, 204);
    });
  const settings = new Hono<AppEnv>().use('*', requireSession(auth)).patch('/', async (c) => {
    const input = await readJsonBody(c, SettingsInputSchema);
    return c.json(await updateSettings(db, c.get('user').id, input));
  });
  return { account, settings };
}
