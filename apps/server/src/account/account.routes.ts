import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { DeleteAccountInputSchema, SettingsInputSchema } from '@venuescout/contracts';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { requireSession } from '../auth/require-session.ts';
import { readJsonBody } from '../lib/read-json-body.ts';
import { limitPasswordChecks } from '../rate-limit/limit-password-checks.ts';
import { deleteAccount } from './delete-account.ts';
import { sendAccountNotice } from './mail/send-account-notice.ts';
import { verifyAccountPassword } from './verify-account-password.ts';
import { exportAccountData } from './export-account-data.ts';
import { updateSettings } from './settings.ts';

/** `/api/account` (data export and deletion) and `/api/settings` (the e-mail switches). */
export function accountRoutes({ db, auth, billing, env, logger, mailer }: AppDeps) {
  const account = new Hono<AppEnv>()
    .use('*', requireSession(auth))
    .get('/export', async (c) => {
      const data = await exportAccountData({ db, userId: c.get('user').id });
      c.header('Content-Disposition', 'attachment; filename="venuescout-my-data.json"');
      return c.json(data);
    })
    .delete('/', limitPasswordChecks(db), async (c) => {
      const user = c.get('user');
      const { confirmEmail, password } = readJsonBody(c, DeleteAccountInputSchema);
      await verifyAccountPassword({ auth, headers: c.req.raw.headers, password });
      await deleteAccount({ db, userId: user.id, email: user.email, confirmEmail, billing });
      await sendAccountNotice({
        mailer,
        logger,
        appUrl: env.appUrl,
        to: user.email,
        notice: { kind: 'account-deleted', at: new Date() },
      });
      // The session row is gone with the user; the cookie is cleared so the browser forgets it too.
      deleteCookie(c, 'better-auth.session_token', { path: '/' });
      deleteCookie(c, '__Secure-better-auth.session_token', { path: '/', secure: true });
      return c.body(null, 204);
    });
  const settings = new Hono<AppEnv>().use('*', requireSession(auth)).patch('/', async (c) => {
    const input = readJsonBody(c, SettingsInputSchema);
    return c.json(await updateSettings(db, c.get('user').id, input));
  });
  return { account, settings };
}
