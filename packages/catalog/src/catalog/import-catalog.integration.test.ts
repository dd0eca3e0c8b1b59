import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { isAreaSlug } from '@venuescout/contracts';
import type { Catalog } from '../model/venue.ts';
import { applyReviews, auditMerges } from './audit-merges.ts';
import type { CatalogReport } from './build-catalog.ts';
import { createVenueResolver } from './create-venue-resolver.ts';
import { importCatalog } from './import-catalog.ts';
import { listLostVenues } from './list-lost-venues.ts';
import { listUnresolvedRankRows } from './list-unresolved-rank-rows.ts';
import { loadCatalog } from './load-catalog.ts';
import { loadReviewedMerges } from './load-reviewed-merges.ts';
import { serializeCatalog } from './serialize-catalog.ts';

// CI checks out the shared data next to the repository, as ../shared from the repo root.
const SHARED_CATALOG = fileURLToPath(new URL('../../../../../shared/data/catalog', import.meta.url));
const CORPUS = readFileSync(new URL('../../test/fixtures/corpus-venues.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [acronym = '', name = '', type = ''] = line.split('\t');
    return { acronym, name, type };
  });

describe('importCatalog on the shared data', () => {
  let catalog: Catalog;
  let report: CatalogReport;
  beforeAll(async () => {
    ({ catalog, report } = await importCatalog({ from: SHARED_CATALOG }));
  });

  it('builds at least 1,300 venues with unique, sorted, lowercase ids', () => {
    const ids = catalog.venues.map((venue) => venue.id);
    expect(ids.length).toBeGreaterThanOrEqual(1300);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort());
    expect(ids.every((id) => /^(conf|journal)\/[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toBe(true);
  });

  it.each(CORPUS)(
    'resolves corpus venue $acronym to exactly one venue with that acronym',
    ({ acronym, type }) => {
      const resolve = createVenueResolver(catalog.venues);
      // The venue with that acronym; for the parts of a joint conference (AACL-IJCNLP), the one venue
      // that carries it as an alias.
      const spelled = (spelling: string) => spelling.toLowerCase() === acronym.toLowerCase();
      const withAcronym = catalog.venues.filter((venue) => spelled(venue.acronym));
      const carriers =
        withAcronym.length > 0 ? withAcronym : catalog.venues.filter((venue) => venue.aliases.some(spelled));
      expect(carriers).toHaveLength(1);
      expect(resolve(acronym)).toBe(carriers[0]?.id);
      expect(carriers[0]?.type).toBe(type);
    },
  );

  it('links every venue and edition only to absolute http(s) addresses, reporting the rest', () => {
    const urls = catalog.venues.flatMap((venue) => [
      venue.url,
      ...venue.editions.map((edition) => edition.url),
    ]);
    const written = urls.filter((url): url is string => url !== undefined);
    expect(written.length).toBeGreaterThan(1000);
    expect(written.filter((url) => !/^https?:\/\/[^/\s]+/i.test(url))).toEqual([]);
    // The one scheme-less link upstream (pwc-ai-deadlines) is dropped, and said so.
    expect(report.issues).toContainEqual(
      expect.objectContaining({
        source: 'pwc-ai-deadlines',
        reason: expect.stringContaining('"ai4science.nassma.ai"'),
      }),
    );
  });

  it('merges what the sources split: one id per venue', () => {
    const idsOf = (test: (venue: Catalog['venues'][number]) => boolean) =>
      catalog.venues.filter(test).map((venue) => venue.id);
    const named = (pattern: RegExp) => (venue: Catalog['venues'][number]) =>
      pattern.test(`${venue.acronym} ${venue.name}`);
    expect(idsOf(named(/\bRAID\b/))).toEqual(['conf/raid']);
    expect(idsOf(named(/hot ?chips/i))).toEqual(['conf/hot-chips']);
    expect(idsOf(named(/annual technical conference/i))).toEqual(['conf/acm-sigops-atc']);
    expect(idsOf(named(/\bEICS\b/))).toEqual(['conf/eics']);
    expect(idsOf(named(/integrated (network )?management/i))).toEqual(['conf/im']);
    expect(idsOf(named(/wearable computers/i))).toEqual(['conf/iswc-symposium-wearable-computers']);
    expect(idsOf(named(/\bFORTE\b/))).toEqual(['conf/forte']);
    expect(idsOf(named(/\b(AACL|IJCNLP)/))).toEqual(['conf/aacl']);
    const wearable = catalog.venues.find((venue) => venue.id === 'conf/iswc-symposium-wearable-computers');
    expect(wearable?.editions.map((edition) => edition.year)).toEqual([2023, 2024, 2025, 2026]);
  });

  it('keeps apart what the sources merged', () => {
    const byId = new Map(catalog.venues.map((venue) => [venue.id, venue]));
    expect(byId.get('conf/comad')?.name).toBe('International Conference on Management of Data');
    expect(byId.get('conf/sigmod')?.aliases).not.toContain('COMAD');
    expect(byId.get('conf/icisc')?.dblp).toBe('conf/icisc');
    expect(byId.get('conf/inscrypt')).toMatchObject({ dblp: 'conf/cisc', aliases: [] });
    // hci-deadlines files SIGGRAPH 2026 (January) and SIGGRAPH Asia (May) in one list.
    const asia2026 = byId.get('conf/siggraph-asia')?.editions.find((edition) => edition.year === 2026);
    expect(asia2026?.deadlines.filter((d) => d.kind === 'paper').map((d) => d.at.slice(0, 7))).toEqual([
      '2026-05',
    ]);
    expect(byId.get('conf/siggraph-asia')?.disagreements ?? []).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ field: 'editions.2026.paper' })]),
    );
  });

  it('lists the CCF-B journals Parallel Computing and World Wide Web', () => {
    const journals = catalog.venues.filter((venue) => venue.type === 'journal');
    expect(journals.find((venue) => venue.dblp === 'journals/pc')).toMatchObject({
      name: 'Parallel Computing',
      ranks: { ccf: 'B' },
    });
    expect(journals.find((venue) => venue.dblp === 'journals/www')).toMatchObject({
      name: 'World Wide Web',
      ranks: { ccf: 'B' },
    });
  });

  it('keeps the ParCo conference apart from the journal Parallel Computing, under its first id', () => {
    const parco = catalog.venues.find((venue) => venue.dblp === 'conf/parco');
    expect(parco).toMatchObject({ id: 'conf/parallel-computing', type: 'conference', ranks: { ccf: 'B' } });
    const unresolved = listUnresolvedRankRows(catalog.venues, report.rankRows);
    expect(unresolved.filter((row) => row.source !== 'ccf-list-2022')).toEqual([]);
  });

  it('keeps every venue id of the shipped catalog, unless curated/reviewed-merges.yaml retires it', async () => {
    const lost = listLostVenues(await loadCatalog(), catalog, await loadReviewedMerges());
    expect(lost.filter((venue) => !venue.mergedInto).map((venue) => venue.id)).toEqual([]);
  });

  it('retires each id curated/reviewed-merges.yaml lists as merged into a venue that exists', async () => {
    const ids = new Set(catalog.venues.map((venue) => venue.id));
    const merged = (await loadReviewedMerges()).filter((review) => review.kind === 'merged');
    expect(merged.length).toBeGreaterThan(0);
    expect(
      merged.filter(({ venueIds: [retired, survivor] }) => ids.has(retired!) || !ids.has(survivor!)),
    ).toEqual([]);
  });

  it("shows WMT's latest edition rather than the 2020 one its deadline sources stop at", () => {
    const wmt = catalog.venues.find((venue) => venue.id === 'conf/wmt');
    expect(wmt?.url).toBe('https://www.statmt.org/');
    expect(Math.max(...(wmt?.editions.map((edition) => edition.year) ?? []))).toBe(2025);
  });

  it('shows a CORE or CCF rank only where a row of that list gives it', () => {
    const byId = new Map(catalog.venues.map((venue) => [venue.id, venue]));
    // ICORE 2026: FCCM National/Regional, SenSys "unranked: merged"; ccf-deadlines said B and A*.
    expect(byId.get('conf/fccm')?.ranks).toEqual({ ccf: 'C' });
    expect(byId.get('conf/sensys')?.ranks.core).toBeUndefined();
    expect(byId.get('conf/sure-ijcai')?.ranks).toEqual({});
    expect(byId.get('conf/ijcar')).toMatchObject({ ranks: { core: 'A', ccf: 'B' } });
    expect(byId.get('conf/ijcar')?.provenance).toMatchObject({
      'ranks.core': 'core-icore2026',
      'ranks.ccf': 'curated',
    });
  });

  it("files tobna's stale-year entries under the edition their deadlines belong to", () => {
    const editions = (id: string) =>
      new Map(catalog.venues.find((venue) => venue.id === id)?.editions.map((e) => [e.year, e]));
    const paper = (id: string, year: number) =>
      editions(id)
        .get(year)
        ?.deadlines.filter((deadline) => deadline.kind === 'paper')
        .map((deadline) => deadline.at.slice(0, 10));
    expect(paper('conf/eacl', 2024)).toEqual(['2023-10-16']);
    expect(paper('conf/facct', 2025)).toEqual(['2025-01-23']);
    expect(paper('conf/facct', 2026)).toEqual(['2026-01-14']);
    expect(editions('conf/softrob').get(2025)?.dates).toBeUndefined();
  });

  it.each([
    {
      id: 'conf/csfw',
      acronym: 'CSF',
      name: 'IEEE Computer Security Foundations Symposium',
      areas: ['security-privacy'],
    },
    {
      id: 'conf/inter-speech',
      acronym: 'Interspeech',
      name: 'Annual Conference of the International Speech Communication Association',
      areas: ['speech-audio'],
    },
    {
      id: 'journal/tr',
      acronym: 'T-RO',
      name: 'IEEE Transactions on Robotics',
      areas: ['robotics'],
      dblp: 'journals/trob',
    },
    {
      id: 'journal/ijrr',
      acronym: 'IJRR',
      name: 'The International Journal of Robotics Research',
      areas: ['robotics'],
      dblp: 'journals/ijrr',
    },
    {
      id: 'journal/ra-l',
      acronym: 'RA-L',
      name: 'IEEE Robotics and Automation Letters',
      areas: ['robotics'],
      dblp: 'journals/ral',
    },
    {
      id: 'journal/taccess',
      acronym: 'TACCESS',
      name: 'ACM Transactions on Accessible Computing',
      areas: ['human-computer-interaction'],
      dblp: 'journals/taccess',
    },
    {
      id: 'conf/isbi',
      acronym: 'ISBI',
      name: 'IEEE International Symposium on Biomedical Imaging',
      areas: ['computer-vision', 'interdisciplinary'],
      dblp: 'conf/isbi',
    },
    {
      id: 'journal/networks',
      acronym: 'Networks',
      name: 'Networks',
      areas: ['theory'],
      dblp: 'journals/networks',
    },
  ])('names $id as "$acronym", $name, in its areas', ({ id, ...expected }) => {
    expect(catalog.venues.find((venue) => venue.id === id)).toMatchObject(expected);
  });

  it('resolves the old acronyms of renamed venues and gives no venue an organisation as an alias', () => {
    const resolve = createVenueResolver(catalog.venues);
    expect(['CSFW', 'INTER-SPEECH', 'TR', 'TRO', 'RAL'].map(resolve)).toEqual([
      'conf/csfw',
      'conf/inter-speech',
      'journal/tr',
      'journal/tr',
      'journal/ra-l',
    ]);
    const organisations = ['acm', 'ieee', 'usenix', 'ifip', 'siam'];
    expect(
      catalog.venues.filter((venue) =>
        venue.aliases.some((alias) => organisations.includes(alias.toLowerCase())),
      ),
    ).toEqual([]);
    expect(resolve('USENIX')).toBeNull();
  });

  it("links a venue to its series' site where one is known or safely derived, and editions to their own", () => {
    const byId = new Map(catalog.venues.map((venue) => [venue.id, venue]));
    expect(byId.get('conf/wsdm')).toMatchObject({
      url: 'https://wsdm-conference.org/',
      provenance: expect.objectContaining({ url: 'derived' }),
    });
    expect(byId.get('conf/wsdm')?.editions.at(-1)?.url).toBe('https://wsdm-conference.org/2027/');
    expect(byId.get('conf/iclr')?.url).toBe('https://iclr.cc/');
    expect(byId.get('conf/acl')?.url).toBe('https://www.aclweb.org/');
    const withYear = catalog.venues.filter(
      (venue) => venue.url && /(?<!\d)(19|20)\d{2}(?!\d)/.test(venue.url),
    );
    // 312 before permanent addresses were preferred; those left have no safe year-less form.
    expect(withYear.length).toBeLessThan(170);
  });

  it('leaves no merge-audit finding unreviewed, and no review without a finding', async () => {
    const { open, unused } = applyReviews(auditMerges(catalog), await loadReviewedMerges());
    expect(open).toEqual([]);
    expect(unused).toEqual([]);
  });

  it('keeps only taxonomy areas and UTC instants', () => {
    expect(catalog.venues.flatMap((venue) => venue.areas).every(isAreaSlug)).toBe(true);
    const instants = catalog.venues.flatMap((venue) =>
      venue.editions.flatMap((edition) => edition.deadlines.map((d) => d.at)),
    );
    expect(instants.length).toBeGreaterThan(2000);
    expect(instants.every((at) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/.test(at))).toBe(true);
  });

  it('skips only what it reports, and never a whole source', () => {
    expect(report.issues.filter((issue) => issue.reason === 'source folder missing')).toEqual([]);
    expect(Object.values(report.records).every((count) => count > 0)).toBe(true);
  });

  it('gives byte-identical JSON on a second import', async () => {
    const again = await importCatalog({ from: SHARED_CATALOG });
    expect(serializeCatalog(again.catalog)).toBe(serializeCatalog(catalog));
  });

  it('matches the shipped data/venues.json (run `npm run catalog:import` after changing the importer)', async () => {
    expect(await loadCatalog()).toEqual(JSON.parse(serializeCatalog(catalog)));
  });
});
