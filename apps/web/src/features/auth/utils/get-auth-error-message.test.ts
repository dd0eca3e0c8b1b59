import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-request-error';
import { getAuthErrorMessage } from './get-auth-error-message';

const apiError = (status: number, code: string, message = '', retryAfterSeconds: number | null = null) =>
  new ApiRequestError({ status, code, message, retryAfterSeconds });

describe('getAuthErrorMessage', () => {
  it.each([
    [
      'wrong credentials',
      apiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'),
      'Invalid email or password. Please check your credentials and try again.',
    ],
    [
      'an unconfirmed e-mail',
      apiError(403, 'EMAIL_NOT_VERIFIED', 'Email not verified'),
      'Please check your email and click the confirmation link before signing in.',
    ],
    [
      'an existing account',
      apiError(422, 'USER_ALREADY_EXISTS', 'User already exists'),
      'An account with this email already exists. Please sign in instead.',
    ],
    [
      'an existing account (variant code)',
      apiError(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'),
      'An account with this email already exists. Please sign in instead.',
    ],
    [
      'a short password',
      apiError(400, 'PASSWORD_TOO_SHORT', 'Password too short'),
      'Password must be at least 8 characters long',
    ],
    [
      'an invalid e-mail',
      apiError(400, 'INVALID_EMAIL', 'Invalid email'),
      'Please enter a valid email address.',
    ],
    [
      'a network failure',
      new TypeError('Failed to fetch'),
      'Connection error. Please check your internet connection and try again.',
    ],
    [
      'rate limiting',
      apiError(429, 'RATE_LIMITED', 'Too many requests. Try again in 10 seconds.'),
      'Too many requests. Try again in 10 seconds.',
    ],
    [
      'a sign-in lockout, with how long it lasts',
      apiError(429, 'RATE_LIMITED', 'Too many attempts. Try again in 12 minutes.', 700),
      'Too many attempts. Try again in 12 minutes.',
    ],
    [
      'a lockout answered by something other than our server, with only Retry-After',
      apiError(429, 'HTTP_429', '', 45),
      'Too many attempts. Try again in 45 seconds.',
    ],
    ['another code with a message', apiError(400, 'INVALID_TOKEN', 'Invalid token'), 'Invalid token'],
    [
      'another code without a message',
      apiError(500, 'HTTP_500'),
      'An unexpected error occurred. Please try again.',
    ],
    [
      'something that is not an API error',
      new Error('boom'),
      'An unexpected error occurred. Please try again.',
    ],
    ['a thrown non-error', 'boom', 'An unexpected error occurred. Please try again.'],
  ])('maps %s', (_case, error, expected) => {
    expect(getAuthErrorMessage(error)).toBe(expected);
  });
});
