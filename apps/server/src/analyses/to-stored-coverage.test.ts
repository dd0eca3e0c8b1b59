import { describe, expect, it } from 'vitest';
import { toStoredCoverage } from './to-stored-coverage.ts';

const coverage = {
  level: 'thin' as const,
  reason: 'uncertain',
  field: 'Bioinformatics',
  venuesWithPapers: 3,
  papers: 120,
};

describe('toStoredCoverage', () => {
  it.each([
    ['no unfamiliar terms, as the matcher gave before them', undefined, []],
    ['valid terms, trimmed', [' metagenomic binning ', 'contigs'], ['metagenomic binning', 'contigs']],
    ['terms that cannot be quoted, left out', ['', 42, 'x'.repeat(201), 'contigs'], ['contigs']],
    [
      'more than twenty terms, cut to twenty',
      Array.from({ length: 25 }, (_, i) => `t${i}`),
      Array.from({ length: 20 }, (_, i) => `t${i}`),
    ],
  ])('stores %s', (_case, unfamiliarTerms, expected) => {
    expect(toStoredCoverage({ ...coverage, unfamiliarTerms })).toEqual({
      ...coverage,
      unfamiliarTerms: expected,
    });
  });

  it('throws on a reason the contracts do not know, rather than storing what no page can explain', () => {
    expect(() => toStoredCoverage({ ...coverage, reason: 'hunch' })).toThrow();
  });
});
