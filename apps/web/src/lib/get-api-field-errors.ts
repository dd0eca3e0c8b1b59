import { ApiRequestError } from './api-request-error';
import { toFieldErrors, type FieldErrors } from './to-field-errors';

/** The per-field messages of a 400 answer, or none for any other failure. */
export function getApiFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiRequestError ? toFieldErrors(error.issues) : {};
}
