// Any origin works as a base: only whether the resolved address stays on it matters.
const base = new URL('https://venuescout.invalid');

// C0 controls, DEL and whitespace: browsers strip tabs and newlines from URLs, so "/\t/evil" is "//evil".
// eslint-disable-next-line no-control-regex
const unsafeCharacters = /[\u0000-\u0020\u007f\\]/;

/**
 * The same-origin path a redirect target resolves to, or null when it is not one. Only a path that
 * starts with a single "/" is accepted: no scheme, no host, no backslash (browsers read it as "/"), no
 * controls, and nothing whose normalised form would start with "//" (such as "/.//evil.example" or
 * "/%2e//evil.example"), since a Location of "//evil.example" leaves the site.
 */
export function toSafeRedirectPath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || unsafeCharacters.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether a redirect target is a path on this site (see `toSafeRedirectPath`). */
export function isSafeRedirectPath(value: string): boolean {
  return toSafeRedirectPath(value) !== null;
}
