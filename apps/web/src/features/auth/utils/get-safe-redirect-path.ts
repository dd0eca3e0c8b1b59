import { paths } from '../../../config/paths';

// Any origin works as a base: only whether the result stays on it matters.
const base = new URL('https://venuescout.invalid');
// Sending the user back to a sign-in page after signing in would loop.
const authPaths = new Set<string>([paths.login, paths.register, paths.resetPassword]);

const hasControlCharacter = (value: string) =>
  Array.from(value).some((char) => char <= '\u001f' || char === '\u007f');

/**
 * The `redirectTo` of a sign-in link, if it is a path on this site; otherwise the dashboard. Without this
 * check, `/login?redirectTo=https://evil.example` would be an open redirect.
 */
export function getSafeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return paths.dashboard;
  // Browsers read "\" as "/" and strip tabs and newlines, so "/\evil.example" is protocol-relative.
  if (value.includes('\\') || hasControlCharacter(value)) return paths.dashboard;
  const url = new URL(value, base);
  if (url.origin !== base.origin || authPaths.has(url.pathname)) return paths.dashboard;
  return `${url.pathname}${url.search}${url.hash}`;
}
