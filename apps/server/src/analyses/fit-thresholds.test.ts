import { GOOD_FIT_RELEVANCE, STRONG_FIT_RELEVANCE } from '@venuescout/contracts';
import { FIT_THRESHOLDS } from '@venuescout/matcher';
import { describe, expect, it } from 'vitest';

describe('fit labels', () => {
  it('use the thresholds the matcher’s evaluation measured them with', () => {
    expect({ strong: STRONG_FIT_RELEVANCE, good: GOOD_FIT_RELEVANCE }).toEqual(FIT_THRESHOLDS);
  });
});
