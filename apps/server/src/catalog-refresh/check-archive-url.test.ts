import { describe, expect, it } from 'vitest';
import { ArchiveError } from './archive-error.ts';
import { checkArchiveUrl } from './check-archive-url.ts';

describe('checkArchiveUrl', () => {
  it.each([
    'https://api.github.com/repos/ccfddl/ccf-deadlines/tarball',
    'https://codeload.github.com/ccfddl/ccf-deadlines/legacy.tar.gz/refs/heads/main',
    'http://127.0.0.1:4000/archive.tar.gz',
    'http://localhost:4000/archive.tar.gz',
    'http://[::1]:4000/archive.tar.gz',
  ])('accepts %s', (url) => {
    expect(checkArchiveUrl(url).href).toBe(new URL(url).href);
  });

  it.each([
    ['plain http to another host', 'http://github.com/ccfddl/ccf-deadlines/tarball'],
    ['plain http to a private address', 'http://10.0.0.5/archive.tar.gz'],
    ['a host that only starts like loopback', 'http://127.0.0.1.example.com/archive.tar.gz'],
    ['a file URL', 'file:///etc/passwd'],
    ['ftp', 'ftp://example.com/archive.tar.gz'],
    ['a user and password', 'https://user:secret@api.github.com/repos/a/b/tarball'],
    ['a token as user name', 'https://ghp_token@api.github.com/repos/a/b/tarball'],
    ['no URL at all', 'not a url'],
  ])('refuses %s', (_name, url) => {
    const refusal = (() => {
      try {
        checkArchiveUrl(url);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(ArchiveError);
    expect((refusal as ArchiveError).reason).toBe('insecure-url');
    expect((refusal as ArchiveError).message).not.toContain('secret');
  });
});
