import { rateLimitRules } from '../../src/rate-limit/rate-limit-rules.ts';
import type { LoadUser } from './seed-load-users.ts';

/** Hands out Pro users for analyses without exceeding anyone's per-minute analysis budget. */
export interface AnalysisBudget {
  /** The next user with analyses left in their current window. */
  nextUser(): LoadUser;
  /** How many analyses had to be sent by a user already over the limit (each one a 429). */
  overLimit: number;
}

// The server's window starts when its first hit lands, a moment after we send it; waiting two extra
// seconds before reusing a user keeps the client's view of the window conservative.
const marginMs = 2_000;

/**
 * Spreads analyses over many users the way real traffic is spread: each user sends at most the
 * production per-user limit per window. When every user is used up, the next request goes out anyway
 * and its 429 counts as an error, which tells the operator to seed more users (`--pro-users`).
 */
export function createAnalysisBudget(users: LoadUser[]): AnalysisBudget {
  const { max, windowSeconds } = rateLimitRules.analysesPerUser;
  const windowMs = windowSeconds * 1000 + marginMs;
  const state = users.map((user) => ({ user, used: 0, windowStart: 0 }));
  let cursor = 0;
  const budget: AnalysisBudget = {
    overLimit: 0,
    nextUser() {
      const now = Date.now();
      for (let checked = 0; checked < state.length; checked += 1) {
        const entry = state[cursor]!;
        if (now - entry.windowStart >= windowMs) {
          entry.used = 0;
          entry.windowStart = now;
        }
        if (entry.used < max) {
          entry.used += 1;
          return entry.user;
        }
        cursor = (cursor + 1) % state.length;
      }
      budget.overLimit += 1;
      return state[cursor]!.user;
    },
  };
  return budget;
}
