import { toSafeRedirectPath } from '@venuescout/contracts';
import { paths } from '../../../config/paths';

// Sending the user back to a sign-in page after signing in would loop.
const authPaths = new Set<string>([paths.login, paths.register, paths.resetPassword]);

/**
 * The `redirectTo` of a sign-in link, if it is a path on this site; otherwise the dashboard. Without this
 * check, `/login?redirectTo=https://evil.example` would be an open redirect. The server applies the
 * same rule (`toSafeRedirectPath`) to better-auth's callback addresses.
 */
export function getSafeRedirectPath(value: string | null | undefined): string {
  const path = value ? toSafeRedirectPath(value) : null;
  if (!path || authPaths.has(new URL(path, 'https://venuescout.invalid').pathname)) return paths.dashboard;
  return path;
}
