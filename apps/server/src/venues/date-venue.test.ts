import { describe, expect, it } from 'vitest';
import { makeVenue, paperEdition } from '../../test/venue-factory.ts';
import { dateVenue } from './date-venue.ts';
import type { DeadlineChangeRecord } from './load-deadline-changes.ts';

const now = new Date('2027-01-05T12:00:00.000Z');
const deadlineAt = '2027-01-22T11:59:00.000Z';
const acl = makeVenue({
  id: 'conf/acl',
  acronym: 'ACL',
  editions: [paperEdition(2027, deadlineAt), paperEdition(2026, '2026-01-15T11:59:00.000Z')],
});

const change = (overrides: Partial<DeadlineChangeRecord> = {}): DeadlineChangeRecord => ({
  venueId: 'conf/acl',
  editionYear: 2027,
  kind: 'paper',
  change: 'extended',
  previousAt: '2027-01-15T11:59:00.000Z',
  isPreviousEstimated: false,
  newAt: deadlineAt,
  timezone: 'AoE',
  detectedAt: '2027-01-03T08:00:00.000Z',
  ...overrides,
});

describe('dateVenue', () => {
  it.each<[string, DeadlineChangeRecord[], DeadlineChangeRecord | null]>([
    ['the change that produced the next deadline', [change()], change()],
    ['no change for another edition year', [change({ editionYear: 2026 })], null],
    ['no change for another kind', [change({ kind: 'abstract' })], null],
    ['no change to another instant', [change({ newAt: '2027-01-29T11:59:00.000Z' })], null],
    ['no change found 30 days or more ago', [change({ detectedAt: '2026-12-06T12:00:00.000Z' })], null],
    [
      'a change found just under 30 days ago',
      [change({ detectedAt: '2026-12-06T12:00:01.000Z' })],
      change({ detectedAt: '2026-12-06T12:00:01.000Z' }),
    ],
    [
      'no change found after the moment asked about',
      [change({ detectedAt: '2027-01-05T12:00:01.000Z' })],
      null,
    ],
    [
      'the latest found of several',
      [change({ detectedAt: '2027-01-04T00:00:00.000Z', change: 'moved' }), change()],
      change({ detectedAt: '2027-01-04T00:00:00.000Z', change: 'moved' }),
    ],
  ])('gives the next deadline %s', (_case, changes, expected) => {
    const dated = dateVenue(acl, now, {}, changes);
    expect(dated.nextDeadline).toMatchObject({ at: deadlineAt, estimated: false });
    expect(dated.nextDeadlineChange).toEqual(expected);
  });

  it('keeps every recent change of the venue, for its other deadlines', () => {
    const older = change({
      editionYear: 2026,
      newAt: '2026-01-15T11:59:00.000Z',
      detectedAt: '2026-12-20T00:00:00.000Z',
    });
    const expired = change({ detectedAt: '2026-11-01T00:00:00.000Z' });
    expect(dateVenue(acl, now, {}, [older, expired]).recentChanges).toEqual([older]);
  });

  it('marks no change on an estimate, even at the same instant', () => {
    const past = makeVenue({
      id: 'conf/acl',
      acronym: 'ACL',
      editions: [paperEdition(2026, '2026-01-15T11:59:00.000Z')],
    });
    const dated = dateVenue(past, now, {}, []);
    expect(dated.nextDeadline?.estimated).toBe(true);
    const atEstimate = change({
      editionYear: dated.nextDeadline!.editionYear,
      newAt: dated.nextDeadline!.at,
    });
    expect(dateVenue(past, now, {}, [atEstimate]).nextDeadlineChange).toBeNull();
  });
});
