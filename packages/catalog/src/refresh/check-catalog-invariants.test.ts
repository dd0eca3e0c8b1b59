import { describe, expect, it } from 'vitest';
import type { Deadline, Venue } from '../model/venue.ts';
import { makeVenue } from '../testing/make-venue.ts';
import { checkCatalogInvariants } from './check-catalog-invariants.ts';
import { listRoundDeadlines } from './list-round-deadlines.ts';

const paper = (at: string, extra: Partial<Deadline> = {}): Deadline => ({
  kind: 'paper',
  at,
  timezone: 'AoE',
  source: 'ccf-deadlines',
  ...extra,
});
const withDeadlines = (venue: Venue, year: number, deadlines: Deadline[]): Venue => ({
  ...venue,
  editions: [{ year, deadlines, source: 'ccf-deadlines' }],
});
const check = (
  previous: Venue[],
  next: Venue[],
  extra: Partial<Parameters<typeof checkCatalogInvariants>[0]> = {},
) => checkCatalogInvariants({ previous, next, rankRows: [], reviewedMerges: [], ...extra });

describe('checkCatalogInvariants', () => {
  it('passes a catalog that keeps every venue and adds one', () => {
    const icse = makeVenue('conf/icse', 'ICSE');
    expect(check([icse], [icse, makeVenue('conf/fse', 'FSE')])).toEqual({ violations: [], merges: [] });
  });

  it('refuses a catalog that loses a venue nobody merged', () => {
    const { violations } = check(
      [makeVenue('conf/icse', 'ICSE'), makeVenue('conf/fse', 'FSE')],
      [makeVenue('conf/icse', 'ICSE')],
    );
    expect(violations).toEqual([
      expect.objectContaining({
        kind: 'lost-venue',
        key: 'lost|conf/fse',
        message: expect.stringContaining('FSE'),
      }),
    ]);
  });

  it.each([
    [
      'a reviewed merge',
      [{ kind: 'merged', venueIds: ['conf/nips', 'conf/neurips'], reason: 'renamed in 2018' }],
      'renamed in 2018',
    ],
    ['the same dblp key on exactly one venue', [], 'same dblp key'],
  ] as const)('accepts a lost venue explained by %s', (_, reviewedMerges, reason) => {
    const before = makeVenue('conf/nips', 'NIPS', 'Neural Information Processing Systems', {
      dblp: 'conf/nips',
    });
    const after = makeVenue('conf/neurips', 'NeurIPS', 'Neural Information Processing Systems', {
      dblp: 'conf/nips',
    });
    const result = check([before], [after], { reviewedMerges: [...reviewedMerges] as never });
    expect(result).toEqual({ violations: [], merges: [{ from: 'conf/nips', into: 'conf/neurips', reason }] });
  });

  it('does not guess a successor when two venues share the lost one’s dblp key', () => {
    const before = makeVenue('conf/ijcnlp', 'IJCNLP', 'IJCNLP', { dblp: 'conf/ijcnlp' });
    const next = [
      makeVenue('conf/aacl', 'AACL', 'AACL', { dblp: 'conf/ijcnlp' }),
      makeVenue('conf/ijcnlp-2', 'IJCNLP', 'IJCNLP workshop', { dblp: 'conf/ijcnlp' }),
    ];
    expect(check([before], next).violations.map((violation) => violation.kind)).toEqual(['lost-venue']);
  });

  it('refuses a ranking-list row that reaches no venue', () => {
    const icse = makeVenue('conf/icse', 'ICSE', 'International Conference on Software Engineering');
    const rankRows = [
      { source: 'core-icore2026' as const, ref: 'row 7', type: 'conference' as const, acronym: 'ICSE' },
      {
        source: 'core-icore2026' as const,
        ref: 'row 8',
        type: 'conference' as const,
        acronym: 'NOPE',
        name: 'Nowhere Conf',
      },
    ];
    const { violations } = check([icse], [icse], { rankRows });
    expect(violations).toEqual([
      expect.objectContaining({ kind: 'unresolved-rank-row', key: 'rank|core-icore2026|row 8' }),
    ]);
  });

  it.each([
    ['moves 10 days', '2027-01-10T00:00:00.000Z', 0],
    ['moves 364 days', '2027-12-31T00:00:00.000Z', 0],
    ['moves more than a year', '2028-03-01T00:00:00.000Z', 1],
    ['moves more than a year earlier', '2025-12-01T00:00:00.000Z', 1],
  ])('a deadline of the same edition that %s gives %i violations', (_, at, count) => {
    const venue = makeVenue('conf/icse', 'ICSE');
    const before = withDeadlines(venue, 2027, [paper('2027-01-01T00:00:00.000Z')]);
    const after = withDeadlines(venue, 2027, [paper(at)]);
    expect(
      check([before], [after]).violations.filter((violation) => violation.kind === 'deadline-jump'),
    ).toHaveLength(count);
  });

  it('treats a deadline of a new edition as new, however far it is from the last one', () => {
    const venue = makeVenue('conf/icse', 'ICSE');
    const before = withDeadlines(venue, 2026, [paper('2025-03-14T00:00:00.000Z')]);
    const after = {
      ...venue,
      editions: [
        ...before.editions,
        { year: 2028, deadlines: [paper('2027-03-14T00:00:00.000Z')], source: 'ccf-deadlines' as const },
      ],
    };
    expect(check([before], [after]).violations).toEqual([]);
  });
});

describe('listRoundDeadlines', () => {
  it('keys rounds by time order within an edition, kind and track', () => {
    const venue = withDeadlines(makeVenue('conf/icse', 'ICSE'), 2026, [
      paper('2025-07-18T00:00:00.000Z'),
      paper('2025-03-14T00:00:00.000Z'),
      paper('2025-04-01T00:00:00.000Z', { track: 'short papers' }),
      paper('2025-03-07T00:00:00.000Z', { kind: 'abstract' }),
      paper('2025-09-01T00:00:00.000Z', { kind: 'notification' }),
    ]);
    expect(listRoundDeadlines(venue).map((item) => `${item.slot} ${item.deadline.at.slice(0, 10)}`)).toEqual([
      '2026|abstract||0 2025-03-07',
      '2026|paper||0 2025-03-14',
      '2026|paper|short papers|0 2025-04-01',
      '2026|paper||1 2025-07-18',
    ]);
  });
});
