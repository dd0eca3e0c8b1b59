import type { RateLimitRule } from './consume-rate-limit.ts';

/**
 * Budgets per action. Per IP + address budgets stop guessing one account; per-IP ones stop spraying
 * many. No request is limited per address alone: strangers could spend that budget to lock the owner
 * out (ADR 009); only the mails one address receives are.
 */
export const rateLimitRules = {
  signInPerIp: { max: 100, windowSeconds: 15 * 60 },
  signUpPerIp: { max: 60, windowSeconds: 60 * 60 },
  passwordResetPerIpAndEmail: { max: 5, windowSeconds: 60 * 60 },
  passwordResetPerIp: { max: 30, windowSeconds: 60 * 60 },
  /** New passwords sent with a reset link; each costs a strength estimate. */
  passwordResetSubmitPerIp: { max: 60, windowSeconds: 15 * 60 },
  verificationMailPerIpAndEmail: { max: 5, windowSeconds: 60 * 60 },
  verificationMailPerIp: { max: 30, windowSeconds: 60 * 60 },
  /** Every account mail (confirmation, reset) to one address, however it was triggered. */
  accountMailPerAddress: { max: 10, windowSeconds: 60 * 60 },
  /**
   * Guesses at the current password through a session someone left open, shared by every route that
   * checks it (change password, verify password, delete account).
   */
  passwordChecksPerUser: { max: 10, windowSeconds: 15 * 60 },
  contactPerIp: { max: 20, windowSeconds: 60 * 60 },
  analysesPerUser: { max: 10, windowSeconds: 60 },
  /** The wizard asks once per paper text it reaches the keywords with; a few edits back and forth fit. */
  keywordSuggestionsPerUser: { max: 30, windowSeconds: 60 },
  checkoutPerUser: { max: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/** The end of every per-user budget key; account deletion removes the counters ending with it. */
export const perUserKeySuffix = (userId: string) => `:user:${userId}`;

/**
 * The key of a per-user budget. Every one has this form, so that deleting an account can find its
 * counters by suffix without matching another user's.
 */
export const perUserKey = (action: string, userId: string) => `${action}${perUserKeySuffix(userId)}`;

/**
 * Sign-in budgets for one account from one IP, growing stricter the longer the guessing goes on (10
 * per 15 minutes, 20 per hour, 40 per day): a backoff. There is deliberately no budget per account
 * alone, since strangers could spend it and lock the owner out (ADR 009).
 */
export const signInPerIpAndEmailRules: readonly RateLimitRule[] = [
  { max: 10, windowSeconds: 15 * 60 },
  { max: 20, windowSeconds: 60 * 60 },
  { max: 40, windowSeconds: 24 * 60 * 60 },
];

/** The sign-in budgets of one address from one IP, one counter per window. */
export function signInPerIpAndEmailLimits(ip: string, email: string) {
  return signInPerIpAndEmailRules.map((rule) => ({
    key: `sign-in:ip-email:${rule.windowSeconds}:${ip}:${email}`,
    rule,
  }));
}
