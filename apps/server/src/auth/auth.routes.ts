import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ChangePasswordRequestSchema,
  ForgotPasswordInputSchema,
  RegisterInputSchema,
  SignInInputSchema,
  UpdateUserInputSchema,
  UserNameSchema,
} from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { clientIp } from '../lib/client-ip.ts';
import { parseInput } from '../lib/parse-input.ts';
import { readJson } from '../lib/read-json-body.ts';
import { confirmWithoutSwitching } from './confirm-without-switching.ts';
import { endExpiredSession } from './end-expired-session.ts';
import { rejectUnsafeRedirects } from './reject-unsafe-redirects.ts';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit.ts';
import { rateLimitRules, signInPerIpAndEmailRules } from '../rate-limit/rate-limit-rules.ts';

/** better-auth's sign-up body: the registration form plus the display name the web derives. */
const SignUpBodySchema = RegisterInputSchema.extend({ name: UserNameSchema });

const ResetPasswordBodySchema = z.object({
  newPassword: RegisterInputSchema.shape.password,
  token: z.string().min(1, 'The reset link is invalid or has expired.'),
});

/** Validates a copy of the body, so that the original stream still reaches better-auth untouched. */
async function validateCopy(request: Request, schema: z.ZodType): Promise<Record<string, unknown>> {
  return parseInput(schema, await readJson(request.clone())) as Record<string, unknown>;
}

async function isEmailRegistered(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, email))
    .limit(1);
  return rows.length > 0;
}

const emailKey = (body: Record<string, unknown>) => String(body.email).trim().toLowerCase();

/** better-auth under /api/auth/*, behind our validation and database-backed rate limits. */
export function authRoutes({ auth, db, env, logger }: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('*', rejectUnsafeRedirects);
  // better-auth's own routes (get-session, change-password…) must not serve a session past its
  // absolute lifetime either; it is ended before they see it.
  routes.use('*', async (c, next) => {
    if (c.req.header('cookie')?.includes('session_token')) {
      const session = await auth.api.getSession({
        headers: c.req.raw.headers,
        query: { disableRefresh: true },
      });
      if (session) await endExpiredSession(auth, session.session);
    }
    await next();
  });

  routes.post('/sign-in/email', async (c, next) => {
    const ip = clientIp(c, env.trustProxy);
    await enforceRateLimit(db, [{ key: `sign-in:ip:${ip}`, rule: rateLimitRules.signInPerIp }]);
    const body = await validateCopy(c.req.raw, SignInInputSchema);
    const account = emailKey(body);
    await enforceRateLimit(
      db,
      signInPerIpAndEmailRules.map((rule) => ({
        key: `sign-in:ip-email:${rule.windowSeconds}:${ip}:${account}`,
        rule,
      })),
    );
    await next();
  });
  routes.post('/sign-up/email', async (c, next) => {
    const ip = clientIp(c, env.trustProxy);
    await enforceRateLimit(db, [{ key: `sign-up:ip:${ip}`, rule: rateLimitRules.signUpPerIp }]);
    const body = await validateCopy(c.req.raw, SignUpBodySchema);
    // The specification tells a returning user that the account exists (§8), which better-auth would
    // hide behind a generic answer when confirmation is required. The per-IP limit above bounds probing.
    if (await isEmailRegistered(db, emailKey(body))) {
      throw new AppError(
        'CONFLICT',
        'User already exists. Use another email.',
        undefined,
        undefined,
        'USER_ALREADY_EXISTS',
      );
    }
    await next();
  });
  routes.post('/request-password-reset', async (c, next) => {
    const ip = clientIp(c, env.trustProxy);
    await enforceRateLimit(db, [{ key: `reset:ip:${ip}`, rule: rateLimitRules.passwordResetPerIp }]);
    const body = await validateCopy(c.req.raw, ForgotPasswordInputSchema);
    await enforceRateLimit(db, [
      { key: `reset:email:${emailKey(body)}`, rule: rateLimitRules.passwordResetPerEmail },
    ]);
    await next();
  });
  routes.post('/send-verification-email', async (c, next) => {
    const ip = clientIp(c, env.trustProxy);
    await enforceRateLimit(db, [{ key: `verify-mail:ip:${ip}`, rule: rateLimitRules.verificationMailPerIp }]);
    const body = await validateCopy(c.req.raw, ForgotPasswordInputSchema);
    await enforceRateLimit(db, [
      { key: `verify-mail:email:${emailKey(body)}`, rule: rateLimitRules.verificationMailPerEmail },
    ]);
    await next();
  });
  routes.post('/reset-password', async (c, next) => {
    await validateCopy(c.req.raw, ResetPasswordBodySchema);
    await next();
  });

  routes.post('/update-user', async (c, next) => {
    await validateCopy(c.req.raw, UpdateUserInputSchema);
    await next();
  });
  routes.post('/change-password', async (c) => {
    const input = parseInput(ChangePasswordRequestSchema, await readJson(c.req.raw));
    // Other sessions always end with a password change, whatever the client asked for.
    return auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers: c.req.raw.headers,
      asResponse: true,
    });
  });

  routes.get('/verify-email', async (c, next) => {
    const answer = await confirmWithoutSwitching(c, { auth, db });
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
