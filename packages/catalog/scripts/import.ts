// Rebuilds the venue catalog from a directory of upstream sources:
//   npm run catalog:import -- --from ../shared/data/catalog [--out FILE]
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  formatCatalogSummary,
  importCatalog,
  serializeCatalog,
  SHIPPED_CATALOG_PATH,
  summarizeCatalog,
} from '../src/index.ts';

const { values } = parseArgs({ options: { from: { type: 'string' }, out: { type: 'string' } } });
if (!values.from) {
  process.stderr.write('Usage: npm run catalog:import -- --from DIR [--out FILE]\n');
  process.exit(2);
}

const started = performance.now();
const out = values.out ? resolve(values.out) : SHIPPED_CATALOG_PATH;
const { catalog, report } = await importCatalog({ from: resolve(values.from) });
await mkdir(dirname(out), { recursive: true });
await writeFile(out, serializeCatalog(catalog));
const summary = summarizeCatalog(catalog, report, new Date());
process.stdout.write(formatCatalogSummary(summary, { elapsedMs: performance.now() - started, out }));
