import { z } from 'zod';
import { emailField } from './email.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';

/**
 * Sign-in form: both fields required and the address well formed; the server decides whether they are
 * right. The address becomes part of rate-limit keys, so its length is bounded here.
 */
export const SignInInputSchema = z.object({
  /** The account's e-mail address. */
  email: emailField(messages.emailAndPasswordRequired),
  /** The account's password. */
  password: z.string().min(1, messages.emailAndPasswordRequired),
});
export type SignInInput = z.infer<typeof SignInInputSchema>;

/**
 * A new password, with the product-wide length bounds. How guessable it is needs the strength estimator
 * and its dictionaries (`./password-strength.ts`), which the server applies after this schema.
 */
export const PasswordSchema = z
  .string()
  .min(1, messages.emailAndPasswordRequired)
  .min(limits.passwordMinLength, messages.passwordTooShort)
  .max(limits.passwordMaxLength, `Password must be at most ${limits.passwordMaxLength} characters long`);

/**
 * A new password where no e-mail is asked for (changing or resetting it): an empty one says so, rather
 * than the sign-in form's "Email and password are required".
 */
export const NewPasswordSchema = z
  .string()
  .min(1, 'New password is required')
  .min(limits.passwordMinLength, messages.passwordTooShort)
  .max(limits.passwordMaxLength, `Password must be at most ${limits.passwordMaxLength} characters long`);

/** Registration form. */
export const RegisterInputSchema = z.object({
  /** The address the confirmation e-mail goes to. */
  email: emailField(messages.emailAndPasswordRequired),
  /** At least 8 characters. */
  password: PasswordSchema,
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/** Request a password-reset e-mail. */
export const ForgotPasswordInputSchema = z.object({
  /** The account's e-mail address. */
  email: emailField('Email is required'),
});
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

/** Set a new password from a reset link. */
export const ResetPasswordInputSchema = z
  .object({
    /** The new password. */
    newPassword: NewPasswordSchema,
    /** The same password again. */
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;
