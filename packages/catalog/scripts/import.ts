// Rebuilds the venue catalog from a directory of upstream sources:
//   npm run catalog:import -- --from ../shared/data/catalog [--out FILE]
// Also lists the venue ids of the catalog it replaces that the new one lacks (see catalog:audit).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  formatCatalogChecks,
  formatCatalogSummary,
  importCatalog,
  listLostVenues,
  loadCatalog,
  loadReviewedMerges,
  serializeCatalog,
  SHIPPED_CATALOG_PATH,
  summarizeCatalog,
  type Catalog,
} from '../src/index.ts';

const { values } = parseArgs({ options: { from: { type: 'string' }, out: { type: 'string' } } });
if (!values.from) {
  process.stderr.write('Usage: npm run catalog:import -- --from DIR [--out FILE]\n');
  process.exit(2);
}

const started = performance.now();
const out = values.out ? resolve(values.out) : SHIPPED_CATALOG_PATH;
// The shipped catalog is the reference even with --out, so a trial import shows what it would lose.
const previous: Catalog = await loadCatalog().catch(() => ({ venues: [] }));
const { catalog, report } = await importCatalog({ from: resolve(values.from) });
await mkdir(dirname(out), { recursive: true });
await writeFile(out, serializeCatalog(catalog));
const summary = summarizeCatalog(catalog, report, new Date());
process.stdout.write(formatCatalogSummary(summary, { elapsedMs: performance.now() - started, out }));
const lost = listLostVenues(previous, catalog, await loadReviewedMerges());
process.stdout.write(`${formatCatalogChecks({ lost }).join('\n')}\n`);
