import { describe, expect, it } from 'vitest';
import type { RankRow } from '../importers/source-record.ts';
import { makeVenue } from '../testing/make-venue.ts';
import { listUnresolvedRankRows } from './list-unresolved-rank-rows.ts';

const venue = (id: string, acronym: string, name: string, dblp?: string) =>
  makeVenue(id, acronym, name, dblp ? { dblp } : {});

const VENUES = [
  venue('journal/parallel-computing', '', 'Parallel Computing', 'journals/pc'),
  venue('conf/vldb', 'VLDB', 'International Conference on Very Large Data Bases', 'conf/vldb'),
  venue('conf/neurips', 'NeurIPS', 'Conference on Neural Information Processing Systems'),
];

const row = (ref: string, fields: Omit<RankRow, 'source' | 'ref'>): RankRow => ({
  source: 'ccf-list-2026',
  ref,
  ...fields,
});

describe('listUnresolvedRankRows', () => {
  it.each([
    {
      case: 'a conference row whose dblp key no conference has, though a journal shares its title',
      row: row('parco', { type: 'conference', name: 'Parallel Computing', dblp: 'conf/parco' }),
      unresolved: true,
    },
    {
      case: 'a journal row found by its dblp key',
      row: row('pc', { type: 'journal', name: 'Parallel Computing', dblp: 'journals/pc' }),
      unresolved: false,
    },
    {
      case: "a venue's second stream listed under its acronym (PVLDB under VLDB)",
      row: row('pvldb', { type: 'journal', acronym: 'VLDB', dblp: 'journals/pvldb' }),
      unresolved: false,
    },
    {
      case: 'an ICORE row found by its acronym',
      row: row('neurips', { type: 'conference', acronym: 'NEURIPS', name: 'Neural Information Processing' }),
      unresolved: false,
    },
    {
      case: 'an ICORE row found by no acronym or name',
      row: row('faw', { type: 'conference', acronym: 'FAW', name: 'Frontiers of Algorithmics Workshop' }),
      unresolved: true,
    },
  ])('$case: unresolved $unresolved', ({ row: input, unresolved }) => {
    expect(listUnresolvedRankRows(VENUES, [input])).toEqual(unresolved ? [input] : []);
  });
});
