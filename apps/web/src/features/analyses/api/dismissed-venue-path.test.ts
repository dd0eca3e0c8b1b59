import { describe, expect, it } from 'vitest';
import { dismissedVenuePath } from './dismissed-venue-path';

describe('dismissedVenuePath', () => {
  it.each([
    ['conf/acl', '/api/submissions/a1/dismissed/conf/acl'],
    ['journal/tpami', '/api/submissions/a1/dismissed/journal/tpami'],
    ['conf/a b?#', '/api/submissions/a1/dismissed/conf/a%20b%3F%23'],
  ])('keeps the slash of %s and encodes the rest', (venueId, expected) => {
    expect(dismissedVenuePath('a1', venueId)).toBe(expected);
  });
});
