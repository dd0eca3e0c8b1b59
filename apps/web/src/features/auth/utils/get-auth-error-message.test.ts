import { messages } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-request-error';
import { getAuthErrorMessage } from './get-auth-error-message';

const apiError = (status: number, code: string, message = '') =>
  new ApiRequestError({ status, code, message });

describe('getAuthErrorMessage', () => {
  it.each([
    [
      'wrong credentials',
      apiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'),
      messages.invalidCredentials,
    ],
    [
      'an unconfirmed e-mail',
      apiError(403, 'EMAIL_NOT_VERIFIED', 'Email not verified'),
      messages.emailNotConfirmed,
    ],
    [
      'an existing account',
      apiError(422, 'USER_ALREADY_EXISTS', 'User already exists'),
      messages.userAlreadyRegistered,
    ],
    [
      'an existing account (variant code)',
      apiError(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'),
      messages.userAlreadyRegistered,
    ],
    [
      'a short password',
      apiError(400, 'PASSWORD_TOO_SHORT', 'Password too short'),
      messages.passwordTooShort,
    ],
    ['an invalid e-mail', apiError(400, 'INVALID_EMAIL', 'Invalid email'), messages.invalidEmail],
    ['a network failure', new TypeError('Failed to fetch'), messages.connectionError],
    [
      'rate limiting',
      apiError(429, 'RATE_LIMITED', 'Too many requests. Try again in 10 seconds.'),
      'Too many requests. Try again in 10 seconds.',
    ],
    ['another code with a message', apiError(400, 'INVALID_TOKEN', 'Invalid token'), 'Invalid token'],
    ['another code without a message', apiError(500, 'HTTP_500'), messages.unexpectedError],
    ['something that is not an API error', new Error('boom'), messages.unexpectedError],
    ['a thrown non-error', 'boom', messages.unexpectedError],
  ])('maps %s', (_case, error, expected) => {
    expect(getAuthErrorMessage(error)).toBe(expected);
  });
});
