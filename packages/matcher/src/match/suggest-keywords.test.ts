import { describe, expect, it } from 'vitest';
import type { VenueProfile } from '../index/venue-index.ts';
import { createKeywordSuggester } from './suggest-keywords.ts';

const profile = (venueId: string, topTerms: string[]): VenueProfile => ({
  venueId,
  papers: 100,
  topTerms,
  medianAbstractWords: 150,
});

const profiles = [
  profile('conf/bio', ['protein', 'gene expression', 'model', 'sequence']),
  profile('conf/sys', ['file system', 'kernel', 'model', 'storage']),
  profile('conf/nlp', ['parsing', 'model', 'translation', 'genes']),
  profile('conf/db', ['query', 'model', 'index', 'storage']),
];
const suggest = createKeywordSuggester(profiles);

describe('createKeywordSuggester', () => {
  it.each([
    [
      'the terms of the best-fitting venue first',
      [
        { venueId: 'conf/bio', score: 0.9 },
        { venueId: 'conf/sys', score: 0.05 },
      ],
      [],
      3,
      ['protein', 'gene expression', 'sequence'],
    ],
    [
      'a systems paper the terms of systems venues',
      [
        { venueId: 'conf/sys', score: 0.8 },
        { venueId: 'conf/db', score: 0.2 },
      ],
      [],
      3,
      ['file system', 'kernel', 'storage'],
    ],
    [
      'no chosen keyword again, in any case or inflection',
      [{ venueId: 'conf/sys', score: 1 }],
      ['File Systems', 'KERNEL'],
      5,
      ['storage', 'model'],
    ],
    ['nothing for venues the index has no profile of', [{ venueId: 'journal/unknown', score: 1 }], [], 5, []],
  ])('suggests %s', (_, ranked, chosen, count, expected) => {
    expect(suggest(ranked, chosen, count)).toEqual(expected);
  });

  it('ranks a term every venue lists below the distinctive ones, and last', () => {
    const suggested = suggest([{ venueId: 'conf/db', score: 1 }], [], 10);
    expect(suggested.at(-1)).toBe('model');
    expect(suggested).toEqual(['query', 'index', 'storage', 'model']);
  });

  it('sums a term over venues, once whatever its inflection, as the best-fitting venue writes it', () => {
    const suggestOf = createKeywordSuggester([
      profile('conf/a', ['graphs', 'walks']),
      profile('conf/b', ['graph', 'trees']),
    ]);
    const ranked = [
      { venueId: 'conf/a', score: 1 },
      { venueId: 'conf/b', score: 1 },
    ];
    expect(suggestOf(ranked, [], 10)).toEqual(['graphs', 'trees', 'walks']);
  });
});
