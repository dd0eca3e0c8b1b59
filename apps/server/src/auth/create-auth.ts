import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { limits } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderEmail } from '../mail/render-email.ts';
import { replaceFeedToken } from '../calendar/feed-tokens.ts';
import { deleteResetTokens } from './delete-reset-tokens.ts';
import { clientIpHeader } from './pass-client-ip.ts';
import { toStoredUserName } from './to-stored-user-name.ts';
import { consumeRateLimit } from '../rate-limit/consume-rate-limit.ts';
import { rateLimitRules } from '../rate-limit/rate-limit-rules.ts';

/**
 * Every confirmation link lands on the dashboard (specification §2), including the one re-sent when an
 * unconfirmed user tries to sign in, which better-auth would point at `/`.
 */
function withDashboardCallback(verifyUrl: string): string {
  const url = new URL(verifyUrl);
  const callback = url.searchParams.get('callbackURL');
  if (!callback || callback === '/') url.searchParams.set('callbackURL', '/dashboard');
  return url.toString();
}

/**
 * How passwords are stored and checked. Left out, better-auth's own: scrypt (N = 16384, r = 16) with a
 * random salt per password.
 */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/** Configures better-auth: e-mail + password, confirmation required, sessions in the database. */
export function createAuth(options: {
  env: Env;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  passwordHashing?: PasswordHashing;
}) {
  const { env, db, mailer, logger, passwordHashing } = options;
  // Mail failures must not turn a sign-up into a 500: the user can ask for another link.
  const sendSafely = async (message: Parameters<Mailer['send']>[0]) => {
    // Routes limit the requests that send mail; this bounds the mails one address receives however
    // they were triggered (an unconfirmed sign-in re-sends the confirmation, from any number of IPs).
    const budget = await consumeRateLimit(
      db,
      `account-mail:${message.to.trim().toLowerCase()}`,
      rateLimitRules.accountMailPerAddress,
    );
    if (!budget.isAllowed) {
      logger.warn({ subject: message.subject }, 'account e-mail skipped: too many to this address');
      return false;
    }
    try {
      await mailer.send(message);
      return true;
    } catch (error) {
      logger.error({ err: error, to: message.to, subject: message.subject }, 'e-mail could not be sent');
      return false;
    }
  };
  return betterAuth({
    appName: 'VenueScout',
    baseURL: env.appUrl,
    basePath: '/api/auth',
    secret: env.authSecret,
    trustedOrigins: env.trustedOrigins,
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ args }, `auth: ${message}`);
      },
    },
    // Our own database-backed limiter guards the auth routes (see rate-limit/), shared by all processes.
    rateLimit: { enabled: false },
    // Sessions record the address our routes resolved (TRUST_PROXY, last X-Forwarded-For entry) and
    // put in this header; the whole address, as the rate limits see it, not a /64 of it.
    advanced: { ipAddress: { ipAddressHeaders: [clientIpHeader], ipv6Subnet: 128 } },
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      // Only table objects: passing the whole module (relations included) breaks the adapter.
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: limits.passwordMinLength,
      maxPasswordLength: limits.passwordMaxLength,
      revokeSessionsOnPasswordReset: true,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      sendResetPassword: async ({ user, url, token }) => {
        const isSent = await sendSafely(
          renderEmail({
            to: user.email,
            subject: 'Reset your VenueScout password',
            intro: 'Someone asked to reset the password of your VenueScout account.',
            actionLabel: 'Choose a new password',
            actionUrl: url,
            outro:
              'If it was not you, ignore this message: your password stays as it is. The link expires in one hour.',
          }),
        );
        // Only the newest link works; older ones (perhaps in a mailbox someone else reads) die with it.
        // Kept when the mail did not go out, so the user is not left without any working link.
        if (isSent) await deleteResetTokens(db, user.id, token);
      },
      onPasswordReset: async ({ user }) => {
        await deleteResetTokens(db, user.id);
        // A reset updates the credential through better-auth's updateMany, whose account hook gets a
        // row count rather than the account, so the feed is rotated here (see the hook below).
        await replaceFeedToken(db, user.id);
      },
    },
    databaseHooks: {
      // Whatever the routes checked, better-auth writes the name from its own read of the body.
      user: {
        create: {
          before: async (user) => ({ data: { ...user, name: toStoredUserName(user.name) } }),
        },
        update: {
          before: async (user) =>
            user.name === undefined ? undefined : { data: { ...user, name: toStoredUserName(user.name) } },
        },
      },
      account: {
        update: {
          // A changed password (change-password updates the credential account) voids reset links, and
          // the calendar feed URL, which works without a session, is replaced: whoever took over the
          // account before the change must not keep reading the owner's deadlines.
          after: async (account) => {
            if (account.providerId !== 'credential') return;
            await deleteResetTokens(db, account.userId);
            await replaceFeedToken(db, account.userId);
          },
        },
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url: verifyUrl }) => {
        const url = withDashboardCallback(verifyUrl);
        await sendSafely(
          renderEmail({
            to: user.email,
            subject: 'Confirm your VenueScout account',
            intro:
              'Welcome to VenueScout. Please confirm your e-mail address to finish creating your account.',
            actionLabel: 'Confirm my e-mail address',
            actionUrl: url,
            outro: 'If you did not sign up, you can ignore this message.',
          }),
        );
      },
    },
  });
}

/** The configured better-auth instance. */
export type Auth = ReturnType<typeof createAuth>;
