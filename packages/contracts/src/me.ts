import { z } from 'zod';

/** A plan's usage counters; a max of null means unlimited. */
export const UserLimitsSchema = z.object({
  /** Analyses recorded so far. */
  currentSubmissions: z.number().int().nonnegative(),
  /** Analyses allowed, or null for unlimited. */
  maxSubmissions: z.number().int().nonnegative().nullable(),
  /** Favourites saved now. */
  currentFavorites: z.number().int().nonnegative(),
  /** Favourites allowed, or null for unlimited. */
  maxFavorites: z.number().int().nonnegative().nullable(),
});
export type UserLimits = z.infer<typeof UserLimitsSchema>;

/** The signed-in user as `GET /api/me` returns it. */
export const MeSchema = z.object({
  /** The account. */
  user: z.object({
    /** Stable account id. */
    id: z.string(),
    /** Confirmed e-mail address. */
    email: z.string(),
    /** ISO-8601 instant the account was created. */
    createdAt: z.string(),
  }),
  /** The plan in force now. */
  plan: z.enum(['free', 'pro']),
  /** Usage against the plan's limits. */
  limits: UserLimitsSchema,
});
export type Me = z.infer<typeof MeSchema>;
