import type { Ranks } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { meetsRankFilter, type RankFilter } from './rank-filters';

describe('meetsRankFilter', () => {
  it.each<[Ranks, RankFilter | 'all', boolean]>([
    [{}, 'all', true],
    [{}, 'core-b', false],
    [{ core: 'A*' }, 'core-a-star', true],
    [{ core: 'A' }, 'core-a-star', false],
    [{ core: 'A*' }, 'core-a', true],
    [{ core: 'A' }, 'core-a', true],
    [{ core: 'B' }, 'core-a', false],
    [{ core: 'B' }, 'core-b', true],
    [{ core: 'C' }, 'core-b', false],
    [{ core: 'a*' }, 'core-a-star', true],
    [{ ccf: 'A' }, 'ccf-a', true],
    [{ ccf: 'B' }, 'ccf-a', false],
    [{ ccf: 'B' }, 'ccf-b', true],
    [{ ccf: 'C' }, 'ccf-b', false],
    [{ ccf: 'C' }, 'ccf-c', true],
    [{ ccf: 'P' }, 'ccf-c', false],
    [{ core: 'A*' }, 'ccf-c', false],
    [{ ccf: 'A' }, 'core-b', false],
    [{ thcpl: 'A' }, 'ccf-a', false],
  ])('ranks %j with %s: %s', (ranks, filter, expected) => {
    expect(meetsRankFilter(ranks, filter)).toBe(expected);
  });
});
