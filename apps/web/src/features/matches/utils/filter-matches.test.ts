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
  match('BETA', 80, { nextDeadline: deadline('2027-03-01T11:59:00Z') }),
  match('ALPHA', 60, { region: 'asia', nextDeadline: deadline('2027-02-01T11:59:00Z') }),
  match('JOUR', 70, { type: 'journal', region: 'north-america', isRolling: true }),
  match('OLD', 50, { nextDeadline: deadline('2026-06-01T11:59:00Z') }),
];

describe('filterMatches', () => {
  it.each<[Partial<MatchFilters>, string[]]>([
    [{}, ['BETA', 'JOUR', 'ALPHA', 'OLD']],
    [{ sort: 'deadline' }, ['OLD', 'ALPHA', 'BETA', 'JOUR']],
    [{ sort: 'name' }, ['ALPHA', 'BETA', 'JOUR', 'OLD']],
    [{ type: 'journal' }, ['JOUR']],
    [{ type: 'conference', region: 'europe' }, ['BETA', 'OLD']],
    [{ region: 'asia' }, ['ALPHA']],
    [{ search: 'about jour' }, ['JOUR']],
    [{ isUpcomingOnly: true }, ['BETA', 'ALPHA']],
  ])('with %j keeps %j', (filters, expected) => {
    expect(
      filterMatches(matches, { ...defaultMatchFilters, ...filters }, now).map((m) => m.venue.acronym),
    ).toEqual(expected);
  });
});
