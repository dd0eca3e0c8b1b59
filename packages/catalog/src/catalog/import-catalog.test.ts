import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { isAreaSlug } from '../areas/area-taxonomy.ts';
import type { Catalog } from '../model/venue.ts';
import type { CatalogReport } from './build-catalog.ts';
import { createVenueResolver } from './create-venue-resolver.ts';
import { importCatalog } from './import-catalog.ts';
import { loadCatalog } from './load-catalog.ts';
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
      const sameAcronym = catalog.venues.filter(
        (venue) => venue.acronym.toLowerCase() === acronym.toLowerCase(),
      );
      expect(sameAcronym.map((venue) => venue.acronym)).toEqual([acronym]);
      expect(resolve(acronym)).toBe(sameAcronym[0]?.id);
      expect(sameAcronym[0]?.type).toBe(type);
    },
  );

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
