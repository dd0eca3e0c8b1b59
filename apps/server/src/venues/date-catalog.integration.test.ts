import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNextDeadline } from '@venuescout/catalog';
import { createTestDbClient } from '@venuescout/db/testing';
import { makeVenue, paperEdition } from '../../test/venue-factory.ts';
import { createLogger } from '../lib/logger.ts';
import { dateCatalog } from './date-catalog.ts';
import { seedCatalog } from './seed-catalog.ts';
import { createVenueDirectory, type VenueDirectory } from './venue-directory.ts';

const venues = [
  makeVenue({
    id: 'conf/a',
    acronym: 'A',
    editions: [paperEdition(2027, '2027-03-10T00:00:00Z'), paperEdition(2026, '2026-03-10T00:00:00Z')],
  }),
  makeVenue({ id: 'conf/b', acronym: 'B', editions: [paperEdition(2026, '2026-03-05T12:00:00Z')] }),
  makeVenue({ id: 'conf/c', acronym: 'C', editions: [paperEdition(2025, '2025-06-01T00:00:00Z')] }),
];

describe('dateCatalog', () => {
  it('stays valid until the first deadline after its moment passes', () => {
    const catalog = dateCatalog(venues, new Date('2026-03-01T00:00:00Z'));
    expect(new Date(catalog.until).toISOString()).toBe('2026-03-05T12:00:00.000Z');
  });

  it.each([
    ['found before a deadline passes', '2026-03-02T00:00:00.000Z', '2026-03-02T00:00:00.000Z'],
    ['stops being recent 30 days after it was found', '2026-02-01T06:00:00.000Z', '2026-03-03T06:00:00.000Z'],
    ['long gone', '2025-12-01T00:00:00.000Z', '2026-03-05T12:00:00.000Z'],
  ])('stays valid only until a recent change comes or goes: one %s', (_case, detectedAt, until) => {
    const change = {
      venueId: 'conf/a',
      editionYear: 2027,
      kind: 'paper',
      change: 'published' as const,
      previousAt: null,
      isPreviousEstimated: false,
      newAt: '2027-03-10T00:00:00.000Z',
      timezone: 'AoE',
      detectedAt,
    };
    const changes = new Map([['conf/a', [change]]]);
    const catalog = dateCatalog(venues, new Date('2026-03-01T00:00:00Z'), {}, changes);
    expect(new Date(catalog.until).toISOString()).toBe(until);
  });
});

describe('venue directory over time', () => {
  const db = createTestDbClient();
  let directory: VenueDirectory;
  beforeAll(async () => {
    await seedCatalog({ db: (await db).db, venues, logger: createLogger('silent') });
    directory = createVenueDirectory({ db: (await db).db });
  });
  afterAll(async () => {
    await (await db).close();
  });

  // One directory asked at successive moments, as a running server is: each answer must be what
  // working the deadlines out afresh gives, including just before and just as a deadline passes.
  it.each([
    '2026-03-01T00:00:00Z',
    '2026-03-05T11:59:59.999Z',
    '2026-03-05T12:00:00Z',
    '2026-03-09T23:59:59Z',
    '2026-03-10T00:00:00Z',
    '2026-04-01T00:00:00Z',
  ])('lists the next deadlines as of %s', async (moment) => {
    const now = new Date(moment);
    const page = await directory.list({ sort: 'deadline', page: 1, pageSize: 20 }, now);
    const expected = venues
      .map((venue) => ({ id: venue.id, at: findNextDeadline(venue, now)?.at }))
      .sort((a, b) => Date.parse(a.at!) - Date.parse(b.at!));
    expect(page.items.map((item) => ({ id: item.venue.id, at: item.nextDeadline?.at }))).toEqual(expected);
  });

  it('answers a repeated query afresh once a deadline has passed', async () => {
    const query = { upcoming: true, page: 1, pageSize: 20 } as const;
    // A directory of its own, so time only moves forward for it.
    const directory = createVenueDirectory({ db: (await db).db });
    const before = await directory.list(query, new Date('2026-03-05T11:00:00Z'));
    expect(await directory.list(query, new Date('2026-03-05T11:30:00Z'))).toBe(before);
    const after = await directory.list(query, new Date('2026-03-05T12:00:00Z'));
    expect(before.items.map((item) => item.venue.id).sort()).toEqual(['conf/a', 'conf/b']);
    expect(after.items.map((item) => item.venue.id)).toEqual(['conf/a']);
  });
});
