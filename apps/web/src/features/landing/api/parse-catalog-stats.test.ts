import { CatalogStatsSchema } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { parseCatalogStats } from './parse-catalog-stats';

const stats = {
  venues: 1520,
  conferences: 1100,
  journals: 420,
  venuesWithDeadline: 900,
  top10HitRate: 0.62,
  venuesWithPapers: 201,
};

describe('parseCatalogStats', () => {
  it.each([
    ['measured figures', stats],
    ['an unknown hit rate', { ...stats, top10HitRate: null }],
    ['an unknown evidence count', { ...stats, venuesWithPapers: null }],
    ['an extra field', { ...stats, extra: true }],
  ])('returns what CatalogStatsSchema returns for %s', (_, payload) => {
    expect(parseCatalogStats(payload)).toEqual(CatalogStatsSchema.parse(payload));
  });

  it.each([
    ['a hit rate above 1', { ...stats, top10HitRate: 1.2 }],
    ['a fractional count', { ...stats, venues: 10.5 }],
    ['a fractional evidence count', { ...stats, venuesWithPapers: 2.5 }],
    ['a negative evidence count', { ...stats, venuesWithPapers: -1 }],
    ['no evidence count', { ...stats, venuesWithPapers: undefined }],
    ['a count as a string', { ...stats, journals: '420' }],
    ['a missing count', { venues: 1, conferences: 1, journals: 0, top10HitRate: null }],
  ])('rejects %s, as CatalogStatsSchema does', (_, payload) => {
    expect(CatalogStatsSchema.safeParse(payload).success).toBe(false);
    expect(() => parseCatalogStats(payload)).toThrow(TypeError);
  });
});
