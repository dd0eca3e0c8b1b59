import { z } from 'zod';
import { NewPasswordSchema } from './auth.ts';
import { SubscriptionSummarySchema } from './billing.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';

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

/** The user's preferences, as `GET /api/me` and `PATCH /api/settings` answer them. */
export const UserSettingsSchema = z.object({
  /** E-mail reminders before favourites' deadlines. */
  remindersEnabled: z.boolean(),
  /** E-mail when a saved venue's deadline is published, moved or extended (on by default). */
  changeAlertsEnabled: z.boolean(),
  /** Those e-mails for the venues the user's analyses found too (off by default). */
  analysisChangeAlerts: z.boolean(),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

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
  /** The Pro subscription in force, or null on the free plan. */
  subscription: SubscriptionSummarySchema.nullable(),
  /** ISO-8601 instant Pro ends because it was cancelled; null while it renews, and on the free plan. */
  cancelAt: z.string().nullable(),
  /** The private calendar feed (absolute URL, no session needed); rotate it if it leaks. */
  calendarFeedUrl: z.string(),
  /** Preferences. */
  settings: UserSettingsSchema,
});
export type Me = z.infer<typeof MeSchema>;

/**
 * Change preferences (`PATCH /api/settings`): any of them, the others stay as they are. A key that is
 * not a setting is refused rather than ignored, so a misspelt switch never looks saved.
 */
export const SettingsInputSchema = z
  .strictObject(
    {
      /** E-mail reminders 7 days and 1 day before favourites' deadlines. */
      remindersEnabled: z.boolean({ message: 'remindersEnabled must be true or false' }).optional(),
      /** E-mail when a saved venue's deadline is published, moved or extended; false opts out of all. */
      changeAlertsEnabled: z.boolean({ message: 'changeAlertsEnabled must be true or false' }).optional(),
      /** Those e-mails for the venues the user's analyses found too. */
      analysisChangeAlerts: z.boolean({ message: 'analysisChangeAlerts must be true or false' }).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Only remindersEnabled, changeAlertsEnabled and analysisChangeAlerts can be changed here.'
          : 'The request body must be a JSON object.',
    },
  )
  .refine((input) => Object.keys(input).length > 0, { message: 'Name at least one setting to change.' });
export type SettingsInput = z.infer<typeof SettingsInputSchema>;

/**
 * Delete the account (`DELETE /api/account`): the user types their e-mail address to confirm, and their
 * password, so that a session left open on a shared computer cannot delete it.
 */
export const DeleteAccountInputSchema = z.object({
  /** Must equal the account's e-mail address. */
  confirmEmail: z.string().trim().min(1, 'Type your e-mail address to confirm.').max(320),
  /** The account's current password. */
  password: z
    .string({ message: 'Enter your password to confirm.' })
    .min(1, 'Enter your password to confirm.')
    .max(limits.passwordMaxLength, 'Enter your password to confirm.'),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

/** Change the password (`POST /api/auth/change-password`, and the profile form with its confirmation). */
export const ChangePasswordInputSchema = z
  .object({
    /** The password in use now. */
    currentPassword: z.string().min(1, 'Current password is required'),
    /** The new password, at least 8 characters. */
    newPassword: NewPasswordSchema,
    /** The new password again. */
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/**
 * What `POST /api/auth/change-password` accepts: better-auth's standard body, plus an optional
 * confirmation that must match when given.
 */
export const ChangePasswordRequestSchema = z
  .object({
    /** The password in use now. */
    currentPassword: z.string().min(1, 'Current password is required'),
    /** The new password, at least 8 characters. */
    newPassword: NewPasswordSchema,
    /** The new password again (optional for API callers). */
    confirmPassword: z.string().optional(),
  })
  .refine((value) => value.confirmPassword === undefined || value.newPassword === value.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
