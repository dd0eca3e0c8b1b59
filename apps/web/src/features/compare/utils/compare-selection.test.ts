import { describe, expect, it } from 'vitest';
import { readComparedVenueIds, toggleComparedVenue } from './compare-selection';

describe('toggleComparedVenue', () => {
  it.each([
    { name: 'adds a venue', selected: [], venue: 'conf/acl', expected: ['conf/acl'], isRefused: false },
    {
      name: 'removes a ticked venue',
      selected: ['conf/acl', 'conf/emnlp'],
      venue: 'conf/acl',
      expected: ['conf/emnlp'],
      isRefused: false,
    },
    {
      name: 'adds a fourth venue',
      selected: ['a', 'b', 'c'],
      venue: 'd',
      expected: ['a', 'b', 'c', 'd'],
      isRefused: false,
    },
    {
      name: 'refuses a fifth venue and keeps the four',
      selected: ['a', 'b', 'c', 'd'],
      venue: 'e',
      expected: ['a', 'b', 'c', 'd'],
      isRefused: true,
    },
    {
      name: 'unticks one of four',
      selected: ['a', 'b', 'c', 'd'],
      venue: 'b',
      expected: ['a', 'c', 'd'],
      isRefused: false,
    },
  ])('$name', ({ selected, venue, expected, isRefused }) => {
    expect(toggleComparedVenue(selected, venue)).toEqual({ selected: expected, isRefused });
  });
});

describe('readComparedVenueIds', () => {
  const analysisVenues = ['conf/acl', 'conf/emnlp', 'conf/naacl', 'conf/coling', 'journal/tacl'];
  it.each([
    { name: 'keeps the given order', param: 'conf/naacl,conf/acl', expected: ['conf/naacl', 'conf/acl'] },
    { name: 'drops a venue of no analysis', param: 'conf/acl,conf/neurips', expected: ['conf/acl'] },
    {
      name: 'names a venue once',
      param: 'conf/acl,conf/acl,conf/emnlp',
      expected: ['conf/acl', 'conf/emnlp'],
    },
    {
      name: 'keeps at most four',
      param: analysisVenues.join(','),
      expected: analysisVenues.slice(0, 4),
    },
    { name: 'reads a missing parameter as none', param: null, expected: [] },
  ])('$name', ({ param, expected }) => {
    expect(readComparedVenueIds(param, analysisVenues)).toEqual(expected);
  });
});
