import { describe, expect, it } from 'vitest';
import { RegisterInputSchema, ResetPasswordInputSchema, SignInInputSchema } from './auth.ts';
import { ChangePasswordInputSchema } from './me.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('RegisterInputSchema', () => {
  it.each([
    [{ email: 'ada@example.com', password: 'tulip ember 7' }, undefined],
    [{ email: '', password: '' }, 'Email and password are required'],
    [{ email: 'ada@example.com', password: '' }, 'Email and password are required'],
    [{ email: 'ada@example.com', password: '1234567' }, 'Password must be at least 8 characters long'],
    [{ email: 'not-an-email', password: 'tulip ember 7' }, 'Please enter a valid email address.'],
    [{ email: 'ada@example.com', password: 'x'.repeat(129) }, 'Password must be at most 128 characters long'],
  ])('%j gives %j', (input, expected) => {
    expect(firstMessage(RegisterInputSchema.safeParse(input))).toBe(expected);
  });

  it('trims the e-mail address', () => {
    expect(RegisterInputSchema.parse({ email: '  ada@example.com ', password: 'tulip ember 7' }).email).toBe(
      'ada@example.com',
    );
  });
});

describe('SignInInputSchema', () => {
  it.each([
    [{ email: 'ada@example.com', password: 'x' }, undefined],
    [{ email: ' ', password: 'x' }, 'Email and password are required'],
    [{ email: 'ada@example.com', password: '' }, 'Email and password are required'],
  ])('%j gives %j', (input, expected) => {
    expect(firstMessage(SignInInputSchema.safeParse(input))).toBe(expected);
  });
});

describe('ResetPasswordInputSchema', () => {
  it.each([
    [{ newPassword: 'quiet fox 9', confirmPassword: 'quiet fox 9' }, undefined],
    [{ newPassword: 'quiet fox 9', confirmPassword: 'quiet fox 8' }, 'New passwords do not match'],
    [{ newPassword: 'abc', confirmPassword: 'abc' }, 'Password must be at least 8 characters long'],
    [{ newPassword: '', confirmPassword: '' }, 'New password is required'],
  ])('%j gives %j', (input, expected) => {
    expect(firstMessage(ResetPasswordInputSchema.safeParse(input))).toBe(expected);
  });
});

describe('ChangePasswordInputSchema', () => {
  it.each([
    [
      { currentPassword: 'old password', newPassword: 'new password', confirmPassword: 'new password' },
      undefined,
    ],
    // The form has no e-mail field, so it must not say "Email and password are required".
    [{ currentPassword: 'old password', newPassword: '', confirmPassword: '' }, 'New password is required'],
    [
      { currentPassword: '', newPassword: 'new password', confirmPassword: 'new password' },
      'Current password is required',
    ],
    [
      { currentPassword: 'old password', newPassword: 'short', confirmPassword: 'short' },
      'Password must be at least 8 characters long',
    ],
  ])('%j gives %j', (input, expected) => {
    expect(firstMessage(ChangePasswordInputSchema.safeParse(input))).toBe(expected);
  });
});
