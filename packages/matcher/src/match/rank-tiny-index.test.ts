import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTinyIndex, getTinyVenueWords, tinyVenues } from '../testing/build-tiny-index.ts';
import { createMatcher } from './create-matcher.ts';
import { scorePaper } from './score-paper.ts';

// Ranking rules checked on a tiny index built in memory; the shipped index's rankings are pinned by
// the integration tests.
const index = buildTinyIndex();
const matcher = createMatcher(index, tinyVenues);
const learnedIds = index.profiles.map((profile) => profile.venueId);
const allWords = [...new Set(learnedIds.flatMap(getTinyVenueWords)), 'novel', 'quantum', 'unseen'];
const paperArb = fc.record({
  title: fc
    .array(fc.constantFrom(...allWords), { minLength: 1, maxLength: 6 })
    .map((words) => words.join(' ')),
  abstract: fc.array(fc.constantFrom(...allWords), { maxLength: 15 }).map((words) => words.join(' ')),
});
const rankOf = (title: string, abstract: string, venueId: string) =>
  matcher
    .match({ title, abstract }, { explain: false })
    .venues.findIndex((match) => match.venueId === venueId);

describe('ranking on a tiny index', () => {
  it('ranks every catalog venue once, scores sorted best first', () => {
    fc.assert(
      fc.property(paperArb, (paper) => {
        const { venues } = matcher.match(paper, { explain: false });
        expect(venues.map((match) => match.venueId).sort()).toEqual(
          tinyVenues.map((venue) => venue.id).sort(),
        );
        for (let i = 1; i < venues.length; i++)
          expect(venues[i]!.score).toBeLessThanOrEqual(venues[i - 1]!.score);
      }),
      { numRuns: 60 },
    );
  });

  it('returns as top k the first k venues of the whole ranking', () => {
    fc.assert(
      fc.property(paperArb, fc.integer({ min: 1, max: tinyVenues.length }), (paper, k) => {
        const all = matcher.match(paper).venues;
        expect(matcher.match(paper, { top: k }).venues).toEqual(all.slice(0, k));
      }),
      { numRuns: 40 },
    );
  });

  it('moves a venue up, or keeps it first, when the paper repeats that venue’s words', () => {
    fc.assert(
      fc.property(paperArb, fc.constantFrom(...learnedIds), ({ title, abstract }, venueId) => {
        const before = rankOf(title, abstract, venueId);
        const own = getTinyVenueWords(venueId).slice(0, 6).join(' ');
        const after = rankOf(`${title} ${own}`, `${abstract} ${own} ${own}`, venueId);
        expect(after).toBeLessThanOrEqual(before);
      }),
      { numRuns: 60 },
    );
  });

  it.each(learnedIds)('ranks %s first for a paper written in its words', (venueId) => {
    const words = getTinyVenueWords(venueId);
    expect(rankOf(words.slice(0, 3).join(' '), words.join(' '), venueId)).toBe(0);
  });

  it('gives venue and field probabilities that each sum to 1', () => {
    const termIds = new Map(index.terms.map((term, id) => [term, id]));
    fc.assert(
      fc.property(paperArb, (paper) => {
        const scores = scorePaper(index, termIds, paper);
        expect(scores.venueProbabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 9);
        expect(scores.fieldProbabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 9);
      }),
      { numRuns: 40 },
    );
  });

  it('places a venue without papers below the learned venues of its field when it has no name match', () => {
    const { venues } = matcher.match({ title: 'robot grasping with a tactile manipulator' });
    const ids = venues.map((match) => match.venueId);
    expect(ids[0]).toBe('conf/icra');
    expect(ids.indexOf('conf/wafr')).toBeGreaterThan(0);
    expect(venues.find((match) => match.venueId === 'conf/wafr')!.evidence).toEqual({
      level: 'field',
      papers: 0,
    });
  });
});

describe('coverage on a tiny index', () => {
  const robotPaper = {
    title: 'legged robot locomotion',
    abstract: 'tactile grasping manipulator motion control',
  };
  const securityPaper = {
    title: 'lattice cipher commitment',
    abstract: 'attack adversary lattice hash pairing',
  };

  // Built once for the rows that need a field with 300 papers.
  const large = buildTinyIndex(300, { epochs: 2 });
  it.each([
    [
      'a field of one learned venue',
      index,
      robotPaper,
      { level: 'thin', reason: 'few-papers', field: 'robotics' },
    ],
    [
      'a field with too few papers',
      index,
      securityPaper,
      { level: 'thin', reason: 'few-papers', venuesWithPapers: 3 },
    ],
    [
      'one learned venue with 300 papers',
      large,
      robotPaper,
      { level: 'thin', reason: 'few-papers', papers: 300 },
    ],
    [
      'three learned venues with 900 papers',
      large,
      securityPaper,
      { level: 'strong', reason: null, papers: 900 },
    ],
  ])('decides on %s', (_, built, paper, expected) => {
    expect(createMatcher(built, tinyVenues).match(paper).coverage).toMatchObject(expected);
  });

  it('names the paper’s words the index never learned', () => {
    const { coverage } = matcher.match({
      title: 'robot grasping',
      abstract: 'metagenomics of soil microbiomes',
    });
    expect(coverage.unfamiliarTerms.length).toBeGreaterThan(0);
  });
});
