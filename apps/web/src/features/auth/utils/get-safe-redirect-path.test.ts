import { describe, expect, it } from 'vitest';
import { getSafeRedirectPath } from './get-safe-redirect-path';

describe('getSafeRedirectPath', () => {
  it.each([
    ['a protected page', '/history', '/history'],
    ['a path with query and hash', '/matches/abc?sort=deadline#top', '/matches/abc?sort=deadline#top'],
    ['a path that resolves dot segments', '/history/../profile', '/profile'],
  ])('keeps %s', (_case, value, expected) => {
    expect(getSafeRedirectPath(value)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['an absolute URL', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path without a slash', 'history'],
    ['a path hiding a tab', '/\t/evil.example'],
    ['a dot segment that normalises to //', '/.//evil.example'],
    ['an escaped dot segment that normalises to //', '/%2e//evil.example'],
    ['the sign-in page itself', '/login?redirectTo=/history'],
    ['the registration page', '/register'],
  ])('falls back to the dashboard for %s', (_case, value) => {
    expect(getSafeRedirectPath(value)).toBe('/dashboard');
  });
});
