import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  ChangePasswordRequestSchema,
  ForgotPasswordInputSchema,
  RegisterInputSchema,
  SignInInputSchema,
  UpdateUserInputSchema,
  UserNameSchema,
} from '@venuescout/contracts';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { sendAccountNotice } from '../account/mail/send-account-notice.ts';
import { AppError } from '../lib/app-error.ts';
import { clientIp } from '../lib/client-ip.ts';
import { readJsonBody } from '../lib/read-json-body.ts';
import { confirmWithoutSwitching } from './confirm-without-switching.ts';
import { endExpiredSessions } from './end-expired-session.ts';
import { findResetTokenAccount } from './find-reset-token-account.ts';
import { passClientIp } from './pass-client-ip.ts';
import { markRegisteringBrowser } from './registering-browser.ts';
import { refuseRegisteredEmail } from './refuse-registered-email.ts';
import { refuseWeakPassword } from './refuse-weak-password.ts';
import { rejectUnsafeRedirects } from './reject-unsafe-redirects.ts';
import { requireSession } from './require-session.ts';
import { limitPasswordChecks, spendPasswordCheck } from '../rate-limit/limit-password-checks.ts';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit.ts';
import { rateLimitRules, signInPerIpAndEmailLimits } from '../rate-limit/rate-limit-rules.ts';

/** better-auth's sign-up body: the registration form plus the display name the web derives. */
const SignUpBodySchema = RegisterInputSchema.extend({ name: UserNameSchema });

const ResetPasswordBodySchema = z.object({
  newPassword: RegisterInputSchema.shape.password,
  token: z.string().min(1, 'The reset link is invalid or has expired.'),
});

const emailKey = (body: { email: string }) => body.email.trim().toLowerCase();

const isEmailNotVerified = async (response: Response) => {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === 'EMAIL_NOT_VERIFIED';
};

/** better-auth under /api/auth/*, behind our validation and database-backed rate limits. */
export function authRoutes({ auth, db, env, logger, mailer }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const notify = (to: string, kind: 'password-changed' | 'password-reset') =>
    sendAccountNotice({ mailer, logger, appUrl: env.appUrl, to, notice: { kind, at: new Date() } });
  const markThisBrowser = (c: Context<AppEnv>, email: string) =>
    markRegisteringBrowser(c, { email, secret: env.authSecret, isSecure: env.appUrl.startsWith('https://') });
  routes.use('*', passClientIp(env.trustProxy));
  routes.use('*', rejectUnsafeRedirects);
  routes.use('*', endExpiredSessions(auth));

  routes.post('/sign-in/email', async (c, next) => {
    const ip = clientIp(c, env.trustProxy);
    await enforceRateLimit(db, [{ key: `sign-in:ip:${ip}`, rule: rateLimitRules.signInPerIp }]);
    const body = readJsonBody(c, SignInInputSchema);
    await enforceRateLimit(db, signInPerIpAndEmailLimits(ip, emailKey(body)));
    await next();
    // better-auth refuses an unconfirmed account only once the password has matched, and mails a new
    // link: this browser has proved it is the owner's, so the link signs it in, as after sign-up.
    if (c.res.status === 403 && (await isEmailNotVerified(c.res))) markThisBrowser(c, emailKey(body));
  });
  routes.post('/sign-up/email', async (c, next) => {
    const ip = clientIp(c, env.trustProxy);
    await enforceRateLimit(db, [{ key: `sign-up:ip:${ip}`, rule: rateLimitRules.signUpPerIp }]);
    const body = readJsonBody(c, SignUpBodySchema);
    refuseWeakPassword({ password: body.password, field: 'password', account: body });
    await refuseRegisteredEmail({ db, email: emailKey(body) });
    await next();
    if (c.res.status === 200) markThisBrowser(c, emailKey(body));
  });
  routes.post('/request-password-reset', async (c, next) => {
    const ip = clientIp(c, env.trustProxy);
    await enforceRateLimit(db, [{ key: `reset:ip:${ip}`, rule: rateLimitRules.passwordResetPerIp }]);
    const body = readJsonBody(c, ForgotPasswordInputSchema);
    await enforceRateLimit(db, [
      { key: `reset:ip-email:${ip}:${emailKey(body)}`, rule: rateLimitRules.passwordResetPerIpAndEmail },
    ]);
    await next();
  });
  routes.post('/send-verification-email', async (c, next) => {
    const ip = clientIp(c, env.trustProxy);
    await enforceRateLimit(db, [{ key: `verify-mail:ip:${ip}`, rule: rateLimitRules.verificationMailPerIp }]);
    const body = readJsonBody(c, ForgotPasswordInputSchema);
    await enforceRateLimit(db, [
      {
        key: `verify-mail:ip-email:${ip}:${emailKey(body)}`,
        rule: rateLimitRules.verificationMailPerIpAndEmail,
      },
    ]);
    await next();
  });
  routes.post('/reset-password', async (c, next) => {
    // Unauthenticated, and the strength estimate costs real CPU time: bounded per IP.
    const ip = clientIp(c, env.trustProxy);
    await enforceRateLimit(db, [
      { key: `reset-submit:ip:${ip}`, rule: rateLimitRules.passwordResetSubmitPerIp },
    ]);
    const body = readJsonBody(c, ResetPasswordBodySchema);
    const account = await findResetTokenAccount(db, body.token);
    refuseWeakPassword({ password: body.newPassword, field: 'newPassword', account });
    await next();
    // A reset is a password change too: the owner hears of it, in case the link reached someone else.
    if (account && c.res.status === 200) await notify(account.email, 'password-reset');
  });

  routes.post('/update-user', async (c, next) => {
    readJsonBody(c, UpdateUserInputSchema);
    await next();
  });
  // Every route that compares a password with the account's spends the user's password checks; a new
  // password too weak to accept is refused before that, as it says nothing about the current one.
  const session = requireSession(auth);
  routes.post('/verify-password', session, limitPasswordChecks(db));
  routes.post('/change-password', session, async (c) => {
    const user = c.get('user');
    const input = readJsonBody(c, ChangePasswordRequestSchema);
    refuseWeakPassword({ password: input.newPassword, field: 'newPassword', account: user });
    await spendPasswordCheck(db, user.id);
    // Other sessions always end with a password change, whatever the client asked for.
    const response = await auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    if (response.status === 200) await notify(user.email, 'password-changed');
    return response;
  });

  routes.get('/verify-email', async (c, next) => {
    const answer = await confirmWithoutSwitching(c, { auth, db, secret: env.authSecret });
    if (!answer) return next();
    return answer;
  });
  routes.on(['GET', 'POST'], '/*', async (c) => {
    const response = await auth.handler(c.req.raw);
    if (response.status < 500) return response;
    // better-auth's own failures must not leak internals; the cause goes to the log.
    logger.error({ status: response.status, body: await response.text(), path: c.req.path }, 'auth failure');
    throw new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
  });
  return routes;
}
