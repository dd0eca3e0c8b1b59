import { describe, expect, it } from 'vitest';
import type { VenueIndex } from '../index/venue-index.ts';
import { findSimilarPapers } from './find-similar-papers.ts';

// Terms 0..4; venue 0 holds three papers, venue 1 one.
const index = {
  terms: ['graph', 'neural', 'graph neural', 'protein', 'fold'],
  papers: {
    venueOffsets: Uint32Array.from([0, 3, 4]),
    titles: ['Graph neural nets', 'Protein folding', 'Graph kernels for proteins', 'Other venue'],
    years: Uint16Array.from([2024, 2023, 2022, 2021]),
    refs: ['dblp:conf/x/1', 'doi:10.1/abc', '', 'dblp:conf/y/2'],
    termOffsets: Uint32Array.from([0, 3, 5, 7, 9]),
    termIds: Uint32Array.from([0, 1, 2, 3, 4, 0, 3, 0, 1]),
    termValues: Uint8Array.from([100, 100, 200, 200, 100, 150, 150, 100, 100]),
  },
} as unknown as VenueIndex;

describe('findSimilarPapers', () => {
  it('returns the venue’s papers nearest the query, best first, with the terms they share', () => {
    const dense = new Float32Array(5);
    const query = { ids: Int32Array.from([0, 1, 2]), values: Float32Array.from([0.5, 0.5, 0.7]), dense };
    const found = findSimilarPapers(index, query, 0, 'X', 3);
    expect(found.map((paper) => paper.title)).toEqual(['Graph neural nets', 'Graph kernels for proteins']);
    expect(found[0]).toEqual({
      title: 'Graph neural nets',
      year: 2024,
      venue: 'X',
      url: 'https://dblp.org/rec/conf/x/1',
      sharedTerms: ['graph neural'],
    });
    expect(found[1]!.url).toBe('https://dblp.org/search?q=Graph%20kernels%20for%20proteins');
    // The scratch vector is handed back clean, for the next lookup.
    expect([...dense]).toEqual([0, 0, 0, 0, 0]);
  });

  it('shows nothing that shares no term, and respects the limit', () => {
    const dense = new Float32Array(5);
    const query = { ids: Int32Array.from([3, 4]), values: Float32Array.from([0.6, 0.8]), dense };
    expect(findSimilarPapers(index, query, 1, 'Y', 3)).toEqual([]);
    expect(findSimilarPapers(index, query, 0, 'X', 1).map((paper) => paper.title)).toEqual([
      'Protein folding',
    ]);
  });
});
