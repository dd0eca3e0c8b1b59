import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it.each([0, 7, 42, 999, 1000, 1520, 12_345, 999_999, 1_000_000, 123_456_789, -1, -4321])(
    'writes %d as en-US toLocaleString does',
    (count) => {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    },
  );
});
