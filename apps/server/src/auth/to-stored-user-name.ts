import { APIError } from 'better-auth/api';
import { UserNameSchema } from '@venuescout/contracts';

/**
 * The display name as it is stored: trimmed and within the limit. Our routes validate a copy of the
 * body, but better-auth writes the name from the body it reads itself, so a name padded with spaces
 * would pass the check trimmed and be stored padded; the database hooks store this value instead.
 */
export function toStoredUserName(name: unknown): string {
  const parsed = UserNameSchema.safeParse(name);
  if (!parsed.success) {
    throw new APIError('BAD_REQUEST', { message: parsed.error.issues[0]?.message ?? 'Name is invalid' });
  }
  return parsed.data;
}
