import { ArchiveError } from './archive-error.ts';

// Plain http is allowed only to this machine, where the test fixture servers live: nothing on the
// path can tamper with loopback traffic.
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Parses an archive URL, refusing anything but https (or http on loopback) and any embedded credentials. */
export function checkArchiveUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ArchiveError('insecure-url', `${JSON.stringify(url.slice(0, 200))} is not a URL`);
  }
  // Credentials in a URL end up in logs and reports; the refresh needs none.
  if (parsed.username !== '' || parsed.password !== '') {
    throw new ArchiveError(
      'insecure-url',
      `the URL for ${parsed.host} carries credentials, which are not allowed`,
    );
  }
  const isLoopbackHttp = parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
  if (parsed.protocol !== 'https:' && !isLoopbackHttp) {
    const shown = `${parsed.protocol}//${parsed.host}${parsed.pathname}`.slice(0, 200);
    throw new ArchiveError(
      'insecure-url',
      `${shown} is not https (plain http is allowed only to this machine)`,
    );
  }
  return parsed;
}
