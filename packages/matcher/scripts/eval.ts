// `npm run eval [-- --split --papers FILE …]`: learns an index on the held-out split of the shipped
// corpus, or of the given files (each venue's latest year held out), and prints the figures:
// venue-balanced, size-weighted, the venues absent from the first file (the fields beyond the first
// corpus), titles only, and a per-area table.
// `npm run eval -- --papers FILE`: ranks corpus-format papers with the shipped index instead.
// Either way the last line is one JSON object with the figures.
import { loadCatalog } from '@venuescout/catalog';
import { evaluateLabelled } from '../src/eval/evaluate-matcher.ts';
import { measureHeldOut } from '../src/eval/measure-held-out.ts';
import { silentLogger } from '../src/types.ts';
import { labelPapers } from './lib/corpus-labels.ts';
import { openMatcher } from './lib/open-matcher.ts';
import { labelCorpora } from './lib/label-corpora.ts';
import { parseCli } from './lib/parse-cli.ts';
import { formatAreas, formatHeldOut, formatSummary } from './lib/print-figures.ts';
import { defaultCorpusFiles, readCorpus, titleListFiles } from './lib/read-corpus.ts';

const usage = 'npm run eval [-- --split --papers FILE …]   or   npm run eval -- --papers FILE';
const args = parseCli(usage, [], ['papers'], ['split']);
const started = performance.now();

if (args.papers && !args.split) {
  const { venues, matcher } = await openMatcher();
  const papers = readCorpus(args.papers).flat();
  const labelled = labelPapers(papers, venues, silentLogger);
  const unresolved = papers.length - labelled.length;
  const { overall, byArea } = evaluateLabelled(matcher, labelled, venues);
  console.log(`papers ${overall.papers} (${unresolved} with a venue outside the catalog, left out)`);
  console.log(formatSummary('shipped index', overall));
  console.log(`\n${formatAreas(byArea)}`);
  console.log(JSON.stringify({ ...overall, byArea }));
} else {
  const files = args.papers ?? defaultCorpusFiles;
  const corpora = readCorpus(files);
  const { venues } = await loadCatalog();
  const { labelled, newVenueIds } = labelCorpora(corpora, venues, silentLogger);
  const titleListCorpora = new Set(titleListFiles.map((file) => files.indexOf(file)).filter((i) => i >= 0));
  const report = measureHeldOut({ labelled, venues, newVenueIds, titleListCorpora });
  console.log(
    `trained on ${report.trainPapers} papers (${report.venuesWithPapers} venues with papers), ` +
      `held out each venue's latest year, in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  console.log(formatHeldOut(report, venues));
  console.log(JSON.stringify({ ...report.figures, neverTop20: report.balanced.neverTop20 }));
}
