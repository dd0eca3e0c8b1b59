import { messages, tooManyRequestsMessage } from '@venuescout/contracts';
import { ApiRequestError } from '../../../lib/api-request-error';

const messageByCode: Partial<Record<string, string>> = {
  INVALID_EMAIL_OR_PASSWORD: messages.invalidCredentials,
  EMAIL_NOT_VERIFIED: messages.emailNotConfirmed,
  PASSWORD_TOO_SHORT: messages.passwordTooShort,
  INVALID_EMAIL: messages.invalidEmail,
};

/**
 * The specification's error catalogue (§8) for sign-in, registration and password reset, keyed by the
 * server's error code instead of the prototype's message text.
 */
export function getAuthErrorMessage(error: unknown): string {
  // fetch rejects with a TypeError only when the request never got an answer.
  if (error instanceof TypeError) return messages.connectionError;
  if (!(error instanceof ApiRequestError)) return messages.unexpectedError;
  // better-auth has several "already exists" codes (e.g. USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL).
  if (error.code.startsWith('USER_ALREADY_EXISTS')) return messages.userAlreadyRegistered;
  // A lockout says how long it lasts, from the server's Retry-After, whatever text came with it.
  if (error.status === 429 && error.retryAfterSeconds !== null) {
    return tooManyRequestsMessage(error.retryAfterSeconds);
  }
  return messageByCode[error.code] ?? (error.message || messages.unexpectedError);
}
