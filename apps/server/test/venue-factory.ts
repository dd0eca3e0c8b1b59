import type { Venue } from '@venuescout/catalog';
import type { DeadlineChangeRecord } from '../src/venues/load-deadline-changes.ts';

/** A catalog venue with sensible defaults; pass only what a test cares about. */
export function makeVenue(overrides: Partial<Venue> & Pick<Venue, 'id' | 'acronym'>): Venue {
  return {
    name: `${overrides.acronym} Conference`,
    type: 'conference',
    aliases: [],
    areas: ['machine-learning'],
    ranks: {},
    region: null,
    editions: [],
    sources: ['ccf-deadlines'],
    provenance: {},
    ...overrides,
  } as Venue;
}

/** An edition with one paper deadline at `at` (UTC), as AoE. */
export function paperEdition(year: number, at: string) {
  return {
    year,
    deadlines: [{ kind: 'paper' as const, at, timezone: 'AoE', source: 'ccf-deadlines' as const }],
    source: 'ccf-deadlines' as const,
  };
}

/** A refresh's extension of ACL 2027's paper deadline to 22 January, found on 3 January; override what a test needs. */
export function makeDeadlineChange(overrides: Partial<DeadlineChangeRecord> = {}): DeadlineChangeRecord {
  return {
    venueId: 'conf/acl',
    editionYear: 2027,
    kind: 'paper',
    change: 'extended',
    previousAt: '2027-01-15T11:59:00.000Z',
    isPreviousEstimated: false,
    newAt: '2027-01-22T11:59:00.000Z',
    timezone: 'AoE',
    detectedAt: '2027-01-03T08:00:00.000Z',
    ...overrides,
  };
}
