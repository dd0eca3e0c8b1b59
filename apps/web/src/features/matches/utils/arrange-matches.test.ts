import type { Match } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { arrangeMatches } from './arrange-matches';
import { defaultMatchFilters, type MatchFilters } from './filter-matches';

const match = (index: number): Match =>
  ({
    venue: {
      id: `conf/v${index}`,
      acronym: `V${index}`,
      name: `Venue ${index}`,
      type: index % 2 === 0 ? 'conference' : 'journal',
      region: 'europe',
      ranks: {},
      nextDeadline: null,
      isRolling: false,
      description: '',
    },
    relevance: 100 - index,
  }) as Match;
const matches = Array.from({ length: 50 }, (_, index) => match(index));
const now = new Date('2027-01-01T00:00:00Z');

type Case = {
  dismissed?: string[];
  filters?: Partial<MatchFilters>;
  isDismissedShown?: boolean;
  visibleCount?: number;
};

describe('arrangeMatches', () => {
  it.each<[string, Case, { first: string; visible: number; all: number; dismissedCount: number }]>([
    ['shows the first twenty of fifty', {}, { first: 'V0', visible: 20, all: 50, dismissedCount: 0 }],
    [
      'shows all fifty after "Show more"',
      { visibleCount: 50 },
      { first: 'V0', visible: 50, all: 50, dismissedCount: 0 },
    ],
    [
      'hides dismissed venues and moves the next one up',
      { dismissed: ['conf/v0', 'conf/v3'] },
      { first: 'V1', visible: 20, all: 48, dismissedCount: 2 },
    ],
    [
      'shows dismissed venues again when asked, still counting them',
      { dismissed: ['conf/v0'], isDismissedShown: true },
      { first: 'V0', visible: 20, all: 50, dismissedCount: 1 },
    ],
    [
      'filters before keeping the first twenty',
      { filters: { type: 'journal' } },
      { first: 'V1', visible: 20, all: 25, dismissedCount: 0 },
    ],
    [
      'counts a dismissed venue the filters hide',
      { dismissed: ['conf/v1'], filters: { type: 'conference' } },
      { first: 'V0', visible: 20, all: 25, dismissedCount: 1 },
    ],
    [
      'ignores a dismissed id that is not among the matches',
      { dismissed: ['conf/elsewhere'] },
      { first: 'V0', visible: 20, all: 50, dismissedCount: 0 },
    ],
  ])('%s', (_label, given, expected) => {
    const arranged = arrangeMatches({
      matches,
      dismissedVenueIds: given.dismissed ?? [],
      filters: { ...defaultMatchFilters, ...given.filters },
      isDismissedShown: given.isDismissedShown ?? false,
      visibleCount: given.visibleCount ?? 20,
      now,
    });
    expect({
      first: arranged.visible[0]?.venue.acronym,
      visible: arranged.visible.length,
      all: arranged.all.length,
      dismissedCount: arranged.dismissedCount,
    }).toEqual(expected);
  });
});
