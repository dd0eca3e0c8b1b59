import type { RateLimitRule } from './consume-rate-limit.ts';

/** Budgets per action. Per-address budgets stop guessing one account; per-IP ones stop spraying many. */
export const rateLimitRules = {
  signInPerEmail: { max: 10, windowSeconds: 15 * 60 },
  signInPerIp: { max: 100, windowSeconds: 15 * 60 },
  signUpPerIp: { max: 60, windowSeconds: 60 * 60 },
  passwordResetPerEmail: { max: 5, windowSeconds: 60 * 60 },
  passwordResetPerIp: { max: 30, windowSeconds: 60 * 60 },
  contactPerIp: { max: 20, windowSeconds: 60 * 60 },
  analysesPerUser: { max: 10, windowSeconds: 60 },
  checkoutPerUser: { max: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;
