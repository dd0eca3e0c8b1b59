import { describe, expect, it } from 'vitest';
import { makeDeadlineChange, makeVenue, paperEdition } from '../../test/venue-factory.ts';
import { dateVenue } from './date-venue.ts';
import type { DeadlineChangeRecord } from './load-deadline-changes.ts';

const now = new Date('2027-01-05T12:00:00.000Z');
const deadlineAt = '2027-01-22T11:59:00.000Z';
const acl = makeVenue({
  id: 'conf/acl',
  acronym: 'ACL',
  editions: [paperEdition(2027, deadlineAt), paperEdition(2026, '2026-01-15T11:59:00.000Z')],
});

describe('dateVenue', () => {
  it.each<[string, DeadlineChangeRecord[], DeadlineChangeRecord | null]>([
    ['the change that produced the next deadline', [makeDeadlineChange()], makeDeadlineChange()],
    ['no change for another edition year', [makeDeadlineChange({ editionYear: 2026 })], null],
    ['no change for another kind', [makeDeadlineChange({ kind: 'abstract' })], null],
    ['no change to another instant', [makeDeadlineChange({ newAt: '2027-01-29T11:59:00.000Z' })], null],
    [
      'no change found 30 days or more ago',
      [makeDeadlineChange({ detectedAt: '2026-12-06T12:00:00.000Z' })],
      null,
    ],
    [
      'a change found just under 30 days ago',
      [makeDeadlineChange({ detectedAt: '2026-12-06T12:00:01.000Z' })],
      makeDeadlineChange({ detectedAt: '2026-12-06T12:00:01.000Z' }),
    ],
    [
      'no change found after the moment asked about',
      [makeDeadlineChange({ detectedAt: '2027-01-05T12:00:01.000Z' })],
      null,
    ],
    [
      'the latest found of several',
      [makeDeadlineChange({ detectedAt: '2027-01-04T00:00:00.000Z', change: 'moved' }), makeDeadlineChange()],
      makeDeadlineChange({ detectedAt: '2027-01-04T00:00:00.000Z', change: 'moved' }),
    ],
  ])('gives the next deadline %s', (_case, changes, expected) => {
    const dated = dateVenue(acl, now, {}, changes);
    expect(dated.nextDeadline).toMatchObject({ at: deadlineAt, estimated: false });
    expect(dated.nextDeadlineChange).toEqual(expected);
  });

  it('keeps every recent change of the venue, for its other deadlines', () => {
    const older = makeDeadlineChange({
      editionYear: 2026,
      newAt: '2026-01-15T11:59:00.000Z',
      detectedAt: '2026-12-20T00:00:00.000Z',
    });
    const expired = makeDeadlineChange({ detectedAt: '2026-11-01T00:00:00.000Z' });
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
    const atEstimate = makeDeadlineChange({
      editionYear: dated.nextDeadline!.editionYear,
      newAt: dated.nextDeadline!.at,
    });
    expect(dateVenue(past, now, {}, [atEstimate]).nextDeadlineChange).toBeNull();
  });
});
