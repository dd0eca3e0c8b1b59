import { describe, expect, it } from 'vitest';
import { makeVenue } from '../../test/venue-factory.ts';
import { compareVenues } from './compare-venues.ts';

const dated = (venue: ReturnType<typeof makeVenue>) => ({
  venue,
  nextDeadline: null,
  isRolling: false,
  recentChanges: [],
  nextDeadlineChange: null,
});

const venues = [
  makeVenue({
    id: 'conf/acm-sigops-atc',
    acronym: 'ACM SIGOPS ATC',
    name: 'ACM SIGOPS Annual Technical Conference',
    aliases: ['USENIX ATC', 'SIGOPS ATC'],
  }),
  makeVenue({
    id: 'conf/fast',
    acronym: 'FAST',
    name: 'USENIX Conference on File and Storage Technologies',
  }),
  makeVenue({
    id: 'conf/usenix-security',
    acronym: 'USENIX Security',
    name: 'USENIX Security Symposium',
    aliases: ['USS'],
  }),
  makeVenue({
    id: 'conf/csfw',
    acronym: 'CSF',
    name: 'IEEE Computer Security Foundations Symposium',
    aliases: ['CSFW'],
  }),
  makeVenue({ id: 'conf/csfw-x', acronym: 'CSFW-X', name: 'A workshop whose acronym starts with CSFW' }),
].map(dated);

const search = (q: string) =>
  [...venues].sort(compareVenues(undefined, q.toLowerCase())).map((item) => item.venue.id);

describe('compareVenues for a search without a sort', () => {
  it.each([
    // Only ATC's former name starts with USENIX: USENIX Security's own acronym comes first.
    ['USENIX', ['conf/usenix-security', 'conf/acm-sigops-atc', 'conf/fast']],
    // An alias said in full still beats another venue's acronym prefix.
    ['CSFW', ['conf/csfw', 'conf/csfw-x']],
    ['uss', ['conf/usenix-security']],
  ])('orders the matches for "%s" by how their names answer it', (q, expected) => {
    expect(search(q).slice(0, expected.length)).toEqual(expected);
  });
});
