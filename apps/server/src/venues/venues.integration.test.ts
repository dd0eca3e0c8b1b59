import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backtestEstimator, getEstimateErrorBands } from '@venuescout/catalog';
import { schema } from '@venuescout/db';
import { createTestApp, jsonOf, uniqueEmail, type TestApp } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { makeVenue, paperEdition } from '../../test/venue-factory.ts';
import { createLogger } from '../lib/logger.ts';
import { lockCatalog, seedCatalog, writeCatalogVersion } from './seed-catalog.ts';
import { createVenueDirectory } from './venue-directory.ts';

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const past = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const venues = [
  makeVenue({
    id: 'conf/acl',
    acronym: 'ACL',
    name: 'Annual Meeting of the Association for Computational Linguistics',
    aliases: ['ACL Anthology'],
    areas: ['natural-language-processing'],
    ranks: { ccf: 'A', core: 'A*' },
    region: 'europe',
    editions: [paperEdition(2027, future(30)), paperEdition(2026, past(300))],
  }),
  makeVenue({
    id: 'conf/icml',
    acronym: 'ICML',
    name: 'International Conference on Machine Learning',
    ranks: { ccf: 'A', core: 'A*' },
    region: 'asia',
    editions: [paperEdition(2027, future(10))],
  }),
  makeVenue({
    id: 'conf/chi',
    acronym: 'CHI',
    name: 'ACM CHI Conference on Human Factors in Computing Systems',
    areas: ['human-computer-interaction'],
    ranks: { core: 'A*' },
    region: 'north-america',
    editions: [paperEdition(2026, past(60))],
  }),
  makeVenue({
    id: 'journal/tacl',
    acronym: 'TACL',
    name: 'Transactions of the Association for Computational Linguistics',
    type: 'journal',
    areas: ['natural-language-processing'],
    ranks: { ccf: 'B' },
  }),
];

describe('venues API', () => {
  let t: TestApp;
  const list = async (query: string) => jsonOf(await t.app.request(`/api/venues${query}`));
  const ids = async (query: string) => (await list(query)).items.map((item: { id: string }) => item.id);

  beforeAll(async () => {
    t = await createTestApp({}, venues);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every venue by full name A-Z, as "Name (A–Z)" says, with the total', async () => {
    const page = await list('');
    expect(page.total).toBe(4);
    // By acronym it would be ACL, CHI…; CHI's full name starts with "ACM".
    expect(page.items.map((item: { acronym: string }) => item.acronym)).toEqual([
      'CHI',
      'ACL',
      'ICML',
      'TACL',
    ]);
    expect((await list('?sort=name')).items).toEqual(page.items);
  });

  it.each([
    ['?q=acl', ['conf/acl', 'journal/tacl']],
    ['?q=tacl', ['journal/tacl']],
    ['?q=COMPUTATIONAL', ['conf/acl', 'journal/tacl']],
    ['?q=anthology', ['conf/acl']],
    ['?type=journal', ['journal/tacl']],
    ['?area=natural-language-processing', ['conf/acl', 'journal/tacl']],
    ['?region=asia', ['conf/icml']],
    ['?rank=A*', ['conf/chi', 'conf/acl', 'conf/icml']],
    ['?rank=B', ['journal/tacl']],
    ['?upcoming=true', ['conf/acl', 'conf/icml']],
    ['?sort=deadline', ['conf/icml', 'conf/acl', 'conf/chi', 'journal/tacl']],
    ['?q=&type=&region=', ['conf/chi', 'conf/acl', 'conf/icml', 'journal/tacl']],
  ])('filters and sorts with %s', async (query, expected) => {
    expect(await ids(query)).toEqual(expected);
  });

  it('pages through the results', async () => {
    const second = await list('?pageSize=3&page=2');
    expect(second.total).toBe(4);
    expect(second.items.map((item: { id: string }) => item.id)).toEqual(['journal/tacl']);
  });

  it.each(['?type=workshop', '?page=0', '?pageSize=1000', '?region=mars', '?sort=popularity'])(
    'rejects the query %s with 400',
    async (query) => {
      const response = await t.app.request(`/api/venues${query}`);
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    },
  );

  it('gives each venue its next deadline: known, estimated, or none', async () => {
    const byId = new Map((await list('')).items.map((item: { id: string }) => [item.id, item]));
    expect(byId.get('conf/icml')).toMatchObject({ nextDeadline: { kind: 'paper', estimated: false } });
    const chi = byId.get('conf/chi') as {
      nextDeadline: { estimated: boolean; basisYear: number; at: string };
    };
    expect(chi.nextDeadline).toMatchObject({ estimated: true, basisYear: 2026 });
    expect(Date.parse(chi.nextDeadline.at)).toBeGreaterThan(Date.now());
    expect(byId.get('journal/tacl')).toMatchObject({ nextDeadline: null, isRolling: true });
  });

  it('returns one venue with all its editions and deadlines', async () => {
    const response = await t.app.request('/api/venues/conf/acl');
    expect(response.status).toBe(200);
    const venue = await jsonOf(response);
    expect(venue).toMatchObject({ id: 'conf/acl', acronym: 'ACL', ranks: { ccf: 'A', core: 'A*' } });
    expect(venue.editions.map((edition: { year: number }) => edition.year)).toEqual([2027, 2026]);
    expect(venue.editions[0].deadlines[0]).toMatchObject({ kind: 'paper', timezone: 'AoE' });
  });

  it('counts the catalog for the landing page', async () => {
    expect(await jsonOf(await t.app.request('/api/stats'))).toEqual({
      venues: 4,
      conferences: 3,
      journals: 1,
      venuesWithDeadline: 3,
      top10HitRate: null,
      venuesWithPapers: null,
    });
  });

  it('answers an unknown venue with 404', async () => {
    const response = await t.app.request('/api/venues/conf/nope');
    expect(response.status).toBe(404);
    expect(await jsonOf(response)).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('venues API on estimates', () => {
  // Five yearly venues whose 2026 deadline came 1, 2, 3, 4 and 10 days after their 2025 one: the
  // back-test's 80th-percentile absolute error of the annual rule is 4 days.
  const yearly = [1, 2, 3, 4, 10].map((lateBy, index) =>
    makeVenue({
      id: `conf/yearly-${index}`,
      acronym: `Y${index}`,
      editions: [
        paperEdition(2025, '2024-10-01T11:59:59.000Z'),
        paperEdition(2026, new Date(Date.UTC(2025, 9, 1 + lateBy, 11, 59, 59)).toISOString()),
      ],
    }),
  );
  const t = useTestApp({}, yearly);

  it("carries an estimate's rule and the back-test's typical error of that rule", async () => {
    const response = await t.app.request('/api/venues/conf/yearly-0');
    expect(response.status).toBe(200);
    const { nextDeadline } = await jsonOf(response);
    expect(nextDeadline).toMatchObject({ estimated: true, basisYear: 2026, rule: 'annual', errorDays: 4 });
    expect(nextDeadline.errorDays).toBe(getEstimateErrorBands(backtestEstimator(yearly)).annual);
  });
});

describe('venues API on deadlines a refresh changed', () => {
  const extendedTo = future(20);
  const foundAt = past(2);
  const changed = [
    makeVenue({ id: 'conf/neurips', acronym: 'NeurIPS', editions: [paperEdition(2027, extendedTo)] }),
    makeVenue({ id: 'conf/kdd', acronym: 'KDD', editions: [paperEdition(2027, future(40))] }),
    makeVenue({ id: 'conf/iclr', acronym: 'ICLR', editions: [paperEdition(2027, future(50))] }),
  ];
  const change = (venueId: string, overrides: Partial<typeof schema.catalogDeadlineChanges.$inferInsert>) =>
    ({
      changeKey: `${venueId}:${overrides.newAt?.toISOString()}`,
      venueId,
      editionYear: 2027,
      kind: 'paper',
      change: 'extended',
      timezone: 'AoE',
      ...overrides,
    }) as typeof schema.catalogDeadlineChanges.$inferInsert;
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, changed);
    await t.context.deps.db.insert(schema.catalogDeadlineChanges).values([
      change('conf/neurips', {
        previousAt: new Date(future(13)),
        newAt: new Date(extendedTo),
        detectedAt: new Date(foundAt),
      }),
      // Found too long ago to be marked.
      change('conf/kdd', {
        previousAt: new Date(future(33)),
        newAt: new Date(future(40)),
        detectedAt: new Date(past(31)),
      }),
    ]);
    t.context.deps.venueDirectory.invalidate();
  });
  afterAll(async () => {
    await t.close();
  });

  it('marks an extension on the next deadline in the list and on the venue page, with its edition deadline', async () => {
    const expected = {
      change: 'extended',
      detectedAt: foundAt,
      isPreviousEstimated: false,
      days: 7,
      previous: { zone: 'AoE' },
    };
    const listed = await jsonOf(await t.app.request('/api/venues?q=NeurIPS'));
    expect(listed.items[0].nextDeadline).toMatchObject({ at: extendedTo, change: expected });
    const venue = await jsonOf(await t.app.request('/api/venues/conf/neurips'));
    expect(venue.nextDeadline.change).toEqual(listed.items[0].nextDeadline.change);
    expect(venue.editions[0].deadlines[0]).toMatchObject({ at: extendedTo, change: expected });
  });

  it('leaves the JSON of a deadline without a recent change as it was', async () => {
    for (const id of ['conf/kdd', 'conf/iclr']) {
      const venue = await jsonOf(await t.app.request(`/api/venues/${id}`));
      expect(Object.keys(venue.nextDeadline).sort()).toEqual([
        'at',
        'estimated',
        'kind',
        'published',
        'timezone',
      ]);
      expect(venue.editions[0].deadlines[0]).not.toHaveProperty('change');
    }
  });

  it('shows a change as soon as the refresh that wrote it changes the catalog version', async () => {
    const directory = createVenueDirectory({ db: t.context.deps.db, ttlMs: 0 });
    const newAt = changed[2]!.editions[0]!.deadlines[0]!.at;
    expect((await directory.get('conf/iclr', new Date())).nextDeadlineChange).toBeNull();
    await t.context.deps.db.transaction(async (tx) => {
      await tx.insert(schema.catalogImports).values({ checksum: 'refreshed', venueCount: changed.length });
      await tx
        .insert(schema.catalogDeadlineChanges)
        .values(change('conf/iclr', { change: 'published', newAt: new Date(newAt), detectedAt: new Date() }));
    });
    expect((await directory.get('conf/iclr', new Date())).nextDeadlineChange).toMatchObject({
      change: 'published',
      newAt,
    });
  });
});

describe('seedCatalog', () => {
  let t: TestApp;
  const logger = createLogger('silent');
  beforeAll(async () => {
    t = await createTestApp({}, venues);
  });
  afterAll(async () => {
    await t.close();
  });

  it('does nothing when the same catalog is seeded again', async () => {
    const result = await seedCatalog({ db: t.context.deps.db, venues, logger });
    expect(result).toMatchObject({ isChanged: false });
  });

  it('updates venues in place and retires the ones that left the catalog', async () => {
    const renamed = venues.map((venue) =>
      venue.id === 'conf/acl' ? { ...venue, name: 'ACL, renamed' } : venue,
    );
    const withoutChi = renamed.filter((venue) => venue.id !== 'conf/chi');
    const result = await seedCatalog({ db: t.context.deps.db, venues: withoutChi, logger });
    expect(result).toEqual({ isChanged: true, venueCount: 3, retiredCount: 1 });
    t.context.deps.venueDirectory.invalidate();

    expect((await jsonOf(await t.app.request('/api/venues/conf/acl'))).name).toBe('ACL, renamed');
    expect((await t.app.request('/api/venues/conf/chi')).status).toBe(404);
    expect((await jsonOf(await t.app.request('/api/venues'))).total).toBe(3);
  });

  it('writes an earlier catalog again when it comes back after another one', async () => {
    const result = await seedCatalog({ db: t.context.deps.db, venues, logger });
    expect(result).toEqual({ isChanged: true, venueCount: 4, retiredCount: 0 });
    t.context.deps.venueDirectory.invalidate();
    expect((await t.app.request('/api/venues/conf/chi')).status).toBe(200);
    expect((await jsonOf(await t.app.request('/api/venues/conf/acl'))).name).not.toBe('ACL, renamed');
  });

  it("lets a directory that was not told notice another process's re-seed", async () => {
    const directory = createVenueDirectory({ db: t.context.deps.db, ttlMs: 0 });
    const before = await directory.all();
    expect(await directory.all()).toBe(before);
    await seedCatalog({ db: t.context.deps.db, venues: venues.slice(1), logger });
    const after = await directory.all();
    expect(after).not.toBe(before);
    expect(after.map((venue) => venue.id)).toEqual(expect.not.arrayContaining([venues[0]!.id]));
    expect(after).toHaveLength(venues.length - 1);
  });
});

describe('seedCatalog after a refresh from upstream', () => {
  const logger = createLogger('silent');
  const t = useTestApp({}, venues);

  const writeRefresh = (refreshed: typeof venues) =>
    t.context.deps.db.transaction(async (tx) => {
      await lockCatalog(tx);
      await writeCatalogVersion(tx, { venues: refreshed, origin: 'refresh' });
    });

  it('keeps the refreshed catalog when the server restarts with the release catalog it already had', async () => {
    await writeRefresh(
      venues.map((venue) => (venue.id === 'conf/acl' ? { ...venue, name: 'ACL, refreshed' } : venue)),
    );
    const result = await seedCatalog({ db: t.context.deps.db, venues, logger });
    expect(result).toMatchObject({ isChanged: false });
    t.context.deps.venueDirectory.invalidate();
    expect((await jsonOf(await t.app.request('/api/venues/conf/acl'))).name).toBe('ACL, refreshed');
  });

  it('seeds a new release catalog over an earlier refresh', async () => {
    const release = venues.map((venue) =>
      venue.id === 'conf/acl' ? { ...venue, name: 'ACL, next release' } : venue,
    );
    expect(await seedCatalog({ db: t.context.deps.db, venues: release, logger })).toMatchObject({
      isChanged: true,
    });
    t.context.deps.venueDirectory.invalidate();
    expect((await jsonOf(await t.app.request('/api/venues/conf/acl'))).name).toBe('ACL, next release');
  });
});

describe('seedCatalog when a refresh merges one venue into another', () => {
  const logger = createLogger('silent');
  const ijcnlp = makeVenue({ id: 'conf/ijcnlp', acronym: 'IJCNLP', dblp: 'conf/ijcnlp' });
  const aacl = makeVenue({ id: 'conf/aacl', acronym: 'AACL', dblp: 'conf/aacl' });
  const chi = makeVenue({ id: 'conf/chi', acronym: 'CHI', dblp: 'conf/chi' });
  const t = useTestApp({ FREE_MAX_FAVORITES: '10' }, [ijcnlp, aacl, chi]);

  const favoriteIds = async (client: Awaited<ReturnType<TestApp['signUpConfirmed']>>) =>
    (await jsonOf(await client.request('/api/favorites'))).items.map(
      (item: { venue: { id: string } }) => item.venue.id,
    );

  it('moves favourites of the merged-away venue to the one that took its dblp key, once per user', async () => {
    const onlyMerged = await t.signUpConfirmed(uniqueEmail('merged-only'));
    const both = await t.signUpConfirmed(uniqueEmail('merged-both'));
    for (const [client, ids] of [
      [onlyMerged, ['conf/ijcnlp', 'conf/chi']],
      [both, ['conf/ijcnlp', 'conf/aacl']],
    ] as const) {
      for (const venueId of ids)
        expect((await client.request('/api/favorites', { json: { venueId } })).status).toBe(201);
    }

    const merged = { ...aacl, acronym: 'AACL-IJCNLP', dblp: 'conf/ijcnlp' };
    const result = await seedCatalog({ db: t.context.deps.db, venues: [merged, chi], logger });
    expect(result).toMatchObject({ isChanged: true, retiredCount: 1 });
    t.context.deps.venueDirectory.invalidate();

    expect((await favoriteIds(onlyMerged)).sort()).toEqual(['conf/aacl', 'conf/chi']);
    expect(await favoriteIds(both)).toEqual(['conf/aacl']);
  });
});
