import { ArchiveError, quotePath } from './archive-error.ts';

/**
 * Splits an archive entry's path into segments, refusing anything that could name a place outside the
 * archive if someone ever extracted it: absolute paths, drive letters, backslashes, NUL, `..`, and
 * the empty or `.` segments that let two spellings name one file. A trailing `/` (directories) is allowed.
 */
export function checkEntryPath(path: string): string[] {
  const unsafe = (why: string) => new ArchiveError('unsafe-path', `entry ${quotePath(path)} ${why}`);
  if (path === '') throw unsafe('has an empty path');
  if (path.includes('\0')) throw unsafe('has a NUL character in its path');
  if (path.includes('\\')) throw unsafe('has a backslash in its path');
  if (path.startsWith('/')) throw unsafe('is an absolute path');
  if (/^[A-Za-z]:/.test(path)) throw unsafe('starts with a drive letter');
  const segments = (path.endsWith('/') ? path.slice(0, -1) : path).split('/');
  if (segments.includes('..')) throw unsafe('leaves the archive');
  if (segments.some((segment) => segment === '' || segment === '.')) {
    throw unsafe('has an empty or "." path segment');
  }
  return segments;
}
