import { describe, expect, it } from 'vitest';
import { maxStoredKeyLength, toStoredKey } from './consume-rate-limit.ts';

describe('toStoredKey', () => {
  it('keeps a short key as it is, so per-user keys stay findable', () => {
    expect(toStoredKey('password-check:user:abc123')).toBe('password-check:user:abc123');
  });

  it.each([161, 2_400, 100_000])('shortens a %i-character key to a fixed size', (length) => {
    const key = `sign-in:ip-email:900:203.0.113.7:${'a'.repeat(length)}@example.org`;
    const stored = toStoredKey(key);
    expect(stored.length).toBeLessThanOrEqual(maxStoredKeyLength);
    expect(stored.startsWith('sign-in:ip-email:900:203.0.113.7:')).toBe(true);
  });

  it('gives different long keys different stored keys, even with the same beginning', () => {
    const base = `reset:ip-email:198.51.100.1:${'b'.repeat(300)}`;
    expect(toStoredKey(`${base}1@example.org`)).not.toBe(toStoredKey(`${base}2@example.org`));
  });
});
