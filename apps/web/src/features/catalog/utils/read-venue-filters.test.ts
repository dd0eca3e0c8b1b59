import { describe, expect, it } from 'vitest';
import { readVenueFilters } from './read-venue-filters';

describe('readVenueFilters', () => {
  it.each([
    ['', {}],
    ['?q=vision&page=2', { q: 'vision', page: '2' }],
    ['?type=journal&rank=&area=ai', { type: 'journal', area: 'ai' }],
    ['?utm_source=mail&sort=deadline', { sort: 'deadline' }],
  ])('reads %j as the catalog filters', (query, filters) => {
    expect(readVenueFilters(new URLSearchParams(query))).toEqual(filters);
  });
});
