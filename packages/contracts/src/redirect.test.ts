import { describe, expect, it } from 'vitest';
import { toSafeRedirectPath } from './redirect.ts';

describe('toSafeRedirectPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/reset-password?x=1#top', '/reset-password?x=1#top'],
    ['/history/../profile', '/profile'],
  ])('keeps the same-origin path %j as %j', (value, expected) => {
    expect(toSafeRedirectPath(value)).toBe(expected);
  });

  it.each([
    '',
    'dashboard',
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E/%2E//evil.example',
    '/..//evil.example',
    'https://evil.example/',
    'http://localhost:3999/dashboard',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    '/dash\u0000board',
    '/ /evil.example',
  ])('refuses %j', (value) => {
    expect(toSafeRedirectPath(value)).toBeNull();
  });
});
