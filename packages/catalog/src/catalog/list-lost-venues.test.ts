import { describe, expect, it } from 'vitest';
import { makeVenue } from '../testing/make-venue.ts';
import type { ReviewedMerge } from './audit-merges.ts';
import { listLostVenues } from './list-lost-venues.ts';

const venue = (id: string, acronym = '', name = id) => makeVenue(id, acronym, name);

const merged = (retired: string, survivor: string): ReviewedMerge => ({
  kind: 'merged',
  venueIds: [retired, survivor],
  reason: 'renamed',
});

describe('listLostVenues', () => {
  it.each([
    {
      case: 'reports an id the new import lacks (ParCo folded into the journal)',
      previous: ['conf/parallel-computing', 'journal/parallel-computing'],
      next: ['journal/parallel-computing'],
      reviews: [],
      lost: [{ id: 'conf/parallel-computing', merged: undefined }],
    },
    {
      case: 'accepts a lost id reviewed as merged into a surviving venue',
      previous: ['conf/faw', 'conf/ijtcs-faw'],
      next: ['conf/ijtcs-faw'],
      reviews: [merged('conf/faw', 'conf/ijtcs-faw')],
      lost: [{ id: 'conf/faw', merged: 'conf/ijtcs-faw' }],
    },
    {
      case: 'does not accept a merge review whose survivor is gone too',
      previous: ['conf/faw', 'conf/ijtcs-faw'],
      next: [],
      reviews: [merged('conf/faw', 'conf/ijtcs-faw')],
      lost: [
        { id: 'conf/faw', merged: undefined },
        { id: 'conf/ijtcs-faw', merged: undefined },
      ],
    },
    {
      case: 'ignores new ids and finding reviews',
      previous: ['conf/a'],
      next: ['conf/a', 'conf/b'],
      reviews: [{ kind: 'same-acronym', venueIds: ['conf/a', 'conf/b'], reason: 'two venues' }],
      lost: [],
    },
  ] satisfies {
    case: string;
    previous: string[];
    next: string[];
    reviews: ReviewedMerge[];
    lost: unknown[];
  }[])('$case', ({ previous, next, reviews, lost }) => {
    const result = listLostVenues(
      { venues: previous.map((id) => venue(id)) },
      { venues: next.map((id) => venue(id)) },
      reviews,
    );
    expect(result.map((entry) => ({ id: entry.id, merged: entry.mergedInto?.id }))).toEqual(lost);
  });
});
