import { describe, expect, it } from 'vitest';
import { SimilarPaperSchema } from './similar-papers.ts';
import { ExplanationSchema } from './submissions.ts';

const paper = {
  title: 'BBR: Congestion-Based Congestion Control',
  year: 2016,
  venue: 'CACM',
  url: 'https://doi.org/10.1145/3009824',
  sharedTerms: ['congestion control'],
};

describe('SimilarPaperSchema', () => {
  it.each([
    ['a DOI link', paper.url],
    ['a dblp record', 'https://dblp.org/rec/conf/sigcomm/Cardwell16'],
    [
      'a dblp search for the title',
      'https://dblp.org/search?q=BBR%3A%20Congestion-Based%20Congestion%20Control',
    ],
  ])('accepts %s', (_case, url) => {
    expect(SimilarPaperSchema.safeParse({ ...paper, url }).success).toBe(true);
  });

  // The page renders the address as a link: only https may reach it.
  it.each([
    ['a script', 'javascript:alert(1)'],
    ['plain http', 'http://dblp.org/rec/conf/sigcomm/Cardwell16'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['no address', ''],
  ])('refuses %s as its link', (_case, url) => {
    expect(SimilarPaperSchema.safeParse({ ...paper, url }).success).toBe(false);
  });

  it.each([
    ['an empty title', { title: ' ' }],
    ['a title as long as an abstract', { title: 'word '.repeat(120) }],
    ['a year that is no year', { year: 20.16 }],
    ['no venue', { venue: '' }],
  ])('refuses %s', (_case, change) => {
    expect(SimilarPaperSchema.safeParse({ ...paper, ...change }).success).toBe(false);
  });
});

describe('ExplanationSchema', () => {
  it('reads an explanation stored before similar papers were recorded as having none', () => {
    expect(ExplanationSchema.parse({ terms: ['tcp'], areas: ['Networking'] }).similarPapers).toEqual([]);
  });

  it('keeps up to three similar papers, in order, and refuses a fourth', () => {
    const papers = [1, 2, 3].map((n) => ({ ...paper, title: `Paper ${n}` }));
    const parsed = ExplanationSchema.parse({ terms: [], areas: [], similarPapers: papers });
    expect(parsed.similarPapers.map((item) => item.title)).toEqual(['Paper 1', 'Paper 2', 'Paper 3']);
    const four = { terms: [], areas: [], similarPapers: [...papers, paper] };
    expect(ExplanationSchema.safeParse(four).success).toBe(false);
  });
});
