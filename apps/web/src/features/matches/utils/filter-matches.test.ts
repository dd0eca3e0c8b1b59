import type { Match } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { defaultMatchFilters, filterMatches, type MatchFilters } from './filter-matches';

const now = new Date('2027-01-01T00:00:00Z');
const match = (acronym: string, relevance: number, extra: Partial<Match['venue']> = {}): Match => ({
  venue: {
    id: `conf/${acronym.toLowerCase()}`,
    acronym,
    name: `${acronym} Conference`,
    type: 'conference',
    url: null,
    description: `About ${acronym}`,
    region: 'europe',
    ranks: {},
    nextDeadline: null,
    isRolling: false,
    notification: null,
    latestAcceptanceRate: null,
    ...extra,
  },
  relevance,
  evidence: { level: 'papers', papers: 100 },
  explanation: { terms: [], areas: [], areaSlugs: [], similarPapers: [] },
  recommendations: {
    contentAlignmentTips: [],
    formattingGuidelines: [],
    scopeAdjustments: [],
    requiredSections: [],
    wordLimitInfo: null,
  },
});
// Filters read the instant only; the published parts are placeholders.
const deadline = (at: string) => ({
  at,
  kind: 'paper',
  timezone: 'UTC',
  estimated: false,
  published: { date: at.slice(0, 10), time: at.slice(11, 16), zone: 'UTC' },
});
const matches = [
  match('BETA', 80, { ranks: { core: 'A' }, nextDeadline: deadline('2027-03-01T11:59:00Z') }),
  match('ALPHA', 60, {
    region: 'asia',
    ranks: { core: 'A*', ccf: 'A' },
    nextDeadline: deadline('2027-02-01T11:59:00Z'),
  }),
  match('JOUR', 70, { type: 'journal', region: 'north-america', ranks: { ccf: 'B' }, isRolling: true }),
  match('OLD', 50, { ranks: { core: 'B', ccf: 'C' }, nextDeadline: deadline('2026-06-01T11:59:00Z') }),
  match('SOUTH', 40, {
    region: 'australia',
    nextDeadline: { ...deadline('2027-01-20T11:59:00Z'), estimated: true, basisYear: 2026 },
  }),
];

describe('filterMatches', () => {
  it.each<[Partial<MatchFilters>, string[]]>([
    [{}, ['BETA', 'JOUR', 'ALPHA', 'OLD', 'SOUTH']],
    [{ sort: 'deadline' }, ['OLD', 'SOUTH', 'ALPHA', 'BETA', 'JOUR']],
    [{ sort: 'name' }, ['ALPHA', 'BETA', 'JOUR', 'OLD', 'SOUTH']],
    [{ type: 'journal' }, ['JOUR']],
    [{ type: 'conference', region: 'europe' }, ['BETA', 'OLD']],
    [{ region: 'asia' }, ['ALPHA']],
    [{ region: 'australia' }, ['SOUTH']],
    [{ search: 'about jour' }, ['JOUR']],
    [{ isUpcomingOnly: true }, ['BETA', 'ALPHA', 'SOUTH']],
    [{ rank: 'core-a-star' }, ['ALPHA']],
    [{ rank: 'core-a' }, ['BETA', 'ALPHA']],
    [{ rank: 'core-b', sort: 'name' }, ['ALPHA', 'BETA', 'OLD']],
    [{ rank: 'ccf-b' }, ['JOUR', 'ALPHA']],
    [{ rank: 'ccf-c' }, ['JOUR', 'ALPHA', 'OLD']],
    [{ deadlineWithinMonths: 1 }, ['JOUR']],
    [{ deadlineWithinMonths: 3 }, ['BETA', 'JOUR', 'ALPHA']],
    [{ deadlineWithinMonths: 3, type: 'conference' }, ['BETA', 'ALPHA']],
    [{ deadlineWithinMonths: 12, rank: 'core-a', sort: 'deadline' }, ['ALPHA', 'BETA']],
  ])('with %j keeps %j', (filters, expected) => {
    expect(
      filterMatches(matches, { ...defaultMatchFilters, ...filters }, now).map((m) => m.venue.acronym),
    ).toEqual(expected);
  });
});
