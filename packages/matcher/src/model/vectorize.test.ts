import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sparseNorm } from './sparse-norm.ts';
import { vectorize } from './vectorize.ts';

const terms = ['graph', 'neural', 'network', 'robot', 'query', 'lattice'];
const termIds = new Map(terms.map((term, id) => [term, id]));
const idf = Float32Array.from([1, 2, 1.5, 3, 1.2, 2.5]);
const countsArb = fc
  .uniqueArray(fc.tuple(fc.constantFrom(...terms, 'unknown'), fc.integer({ min: 1, max: 20 })), {
    selector: ([term]) => term,
    maxLength: 7,
  })
  .map((entries) => new Map(entries));

describe('sparseNorm', () => {
  it.each([
    [[], 0],
    [[3, 4], 5],
    [[-1, 0, 0], 1],
    [[1, 1, 1, 1], 2],
  ])('measures %j as %d', (values, expected) => {
    const vector = { ids: Int32Array.from(values.keys()), values: Float32Array.from(values) };
    expect(sparseNorm(vector)).toBeCloseTo(expected, 6);
  });
});

describe('vectorize', () => {
  it('gives every paper with a known term a vector of unit length, with increasing ids', () => {
    fc.assert(
      fc.property(countsArb, (counts) => {
        const vector = vectorize(counts, termIds, idf);
        const known = [...counts.keys()].filter((term) => termIds.has(term));
        expect(vector.ids.length).toBe(known.length);
        expect(sparseNorm(vector)).toBeCloseTo(known.length === 0 ? 0 : 1, 5);
        for (let k = 1; k < vector.ids.length; k++) expect(vector.ids[k]).toBeGreaterThan(vector.ids[k - 1]!);
      }),
    );
  });

  it.each([
    [
      'one count and ten weigh 1 : 1 + ln 10',
      new Map([
        ['graph', 1],
        ['network', 10],
      ]),
      [0, 2],
      1.5 * (1 + Math.log(10)),
    ],
    [
      'a rarer term weighs more',
      new Map([
        ['graph', 1],
        ['robot', 1],
      ]),
      [0, 3],
      3,
    ],
  ])('weighs sublinearly by IDF: %s', (_, counts, ids, ratio) => {
    const vector = vectorize(counts, termIds, idf);
    expect([...vector.ids]).toEqual(ids);
    expect(vector.values[1]! / vector.values[0]!).toBeCloseTo(ratio, 5);
  });
});
