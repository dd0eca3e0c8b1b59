// `npm run index:build [-- --papers FILE [--papers FILE…]] [--out FILE] [--evaluate no]`: measures the
// build on its own held-out split (each venue's latest year), then learns the shipped index from every
// paper and writes it. Without --papers it reads the shipped corpus (docs/corpus.md).
import { writeFileSync } from 'node:fs';
import { loadCatalog } from '@venuescout/catalog';
import { measureHeldOut } from '../src/eval/measure-held-out.ts';
import { buildIndex } from '../src/index/build-index.ts';
import { SHIPPED_INDEX_PATH } from '../src/index/load-index.ts';
import { serializeIndex } from '../src/index/serialize-index.ts';
import { labelCorpora } from './lib/label-corpora.ts';
import { parseCli } from './lib/parse-cli.ts';
import { formatHeldOut } from './lib/print-figures.ts';
import { defaultCorpusFiles, readCorpus, titleListFiles } from './lib/read-corpus.ts';

const usage = 'npm run index:build -- [--papers FILE …] [--out FILE] [--evaluate no]';
const args = parseCli(usage, ['out', 'evaluate'], ['papers']);
const started = performance.now();
const logger = {
  info: (message: string) => console.error(message),
  warn: (message: string) => console.error(`warning: ${message}`),
};
const files = args.papers ?? defaultCorpusFiles;
const corpora = readCorpus(files);
const { venues } = await loadCatalog();
const { labelled, newVenueIds } = labelCorpora(corpora, venues, logger);
console.error(`${labelled.length} papers from ${files.length} file(s)`);

let evaluation = null;
if (args.evaluate !== 'no') {
  const titleListCorpora = new Set(titleListFiles.map((file) => files.indexOf(file)).filter((i) => i >= 0));
  const report = measureHeldOut({ labelled, venues, newVenueIds, titleListCorpora, build: { logger } });
  evaluation = report.figures;
  console.error(formatHeldOut(report, venues));
  console.error(JSON.stringify(report.figures));
}
const index = buildIndex(labelled, venues, { logger, evaluation });
const bytes = serializeIndex(index);
const out = args.out ?? SHIPPED_INDEX_PATH;
writeFileSync(out, bytes);
console.error(
  `wrote ${out}: ${(bytes.length / 1e6).toFixed(2)} MB, ${index.terms.length} terms, ` +
    `${index.venueModel.entryClass.length} venue and ${index.fieldModel.entryClass.length} field weights, ` +
    `${index.profiles.length} venues with papers, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
