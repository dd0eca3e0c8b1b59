import { describe, expect, it } from 'vitest';
import { linkOf, referenceOf, samplePapers } from './sample-papers.ts';

describe('referenceOf and linkOf', () => {
  it.each([
    ['acmcr:10.1145/2393347.2393353', 'https://doi.org/10.1145/2393347.2393353'],
    [
      'stringology:https://doi.org/10.1007/978-3-642-02620-1_9',
      'https://doi.org/10.1007/978-3-642-02620-1_9',
    ],
    ['dblp:conf/usenix/0001LYS24', 'https://dblp.org/rec/conf/usenix/0001LYS24'],
    ['acl:S17-1001', 'https://aclanthology.org/S17-1001'],
    ['openreview:_B5Y2hvZKpS', 'https://openreview.net/forum?id=_B5Y2hvZKpS'],
    ['sysconf:AAAI_17_001', 'https://dblp.org/search?q=A%20title%20%26%20more'],
  ])('links %s to %s', (id, url) => {
    expect(linkOf(referenceOf(id), 'A title & more')).toBe(url);
  });
});

describe('samplePapers', () => {
  const paper = (id: string, year: number, venueId: string) => ({
    paper: { id, year, venue: venueId, title: `Title ${id}` },
    venueId,
  });
  const labelled = [
    paper('a1', 2020, 'conf/a'),
    paper('a2', 2023, 'conf/a'),
    paper('a3', 2022, 'conf/a'),
    paper('b1', 2019, 'conf/b'),
    paper('x1', 2024, 'conf/unlearned'),
  ];
  const vector = { ids: Int32Array.from([3, 5, 9]), values: Float32Array.from([0.2, 0.8, 0.4]) };

  it('keeps each learned venue’s latest papers, with their strongest terms only', () => {
    const papers = samplePapers({
      labelled,
      vectors: labelled.map(() => vector),
      classes: ['conf/a', 'conf/b'],
      papersPerVenue: 2,
      termsPerPaper: 2,
    });
    expect([...papers.venueOffsets]).toEqual([0, 2, 3]);
    expect(papers.titles).toEqual(['Title a2', 'Title a3', 'Title b1']);
    expect([...papers.years]).toEqual([2023, 2022, 2019]);
    expect([...papers.termIds.slice(0, 2)]).toEqual([5, 9]);
    expect([...papers.termValues.slice(0, 2)]).toEqual([204, 102]);
    expect([...papers.termOffsets]).toEqual([0, 2, 4, 6]);
  });
});
