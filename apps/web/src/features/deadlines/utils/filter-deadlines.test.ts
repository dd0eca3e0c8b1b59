import type { UserDeadline } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { defaultDeadlineFilters, filterDeadlines } from './filter-deadlines';

const item = (acronym: string, name: string, source: UserDeadline['source']): UserDeadline => ({
  venue: { id: `conf/${acronym.toLowerCase()}`, acronym, name },
  deadline: {
    at: '2027-01-01T11:59:59.000Z',
    kind: 'paper',
    timezone: 'AoE',
    estimated: false,
    published: { date: '2026-12-31', time: '23:59', zone: 'AoE' },
  },
  source,
});
const items = [
  item('ACL', 'Annual Meeting of the Association for Computational Linguistics', 'favorite'),
  item('ICML', 'International Conference on Machine Learning', 'match'),
  item('TACL', 'Transactions of the ACL', 'match'),
];
const acronyms = (list: UserDeadline[]) => list.map((entry) => entry.venue.acronym);

describe('filterDeadlines', () => {
  it.each([
    [defaultDeadlineFilters, ['ACL', 'ICML', 'TACL']],
    [{ source: 'favorite', query: '' }, ['ACL']],
    [{ source: 'match', query: '' }, ['ICML', 'TACL']],
    [{ source: 'all', query: 'acl' }, ['ACL', 'TACL']],
    [{ source: 'all', query: ' machine ' }, ['ICML']],
    [{ source: 'favorite', query: 'machine' }, []],
  ] as const)('%j keeps %j', (filters, expected) => {
    expect(acronyms(filterDeadlines(items, filters))).toEqual(expected);
  });
});
