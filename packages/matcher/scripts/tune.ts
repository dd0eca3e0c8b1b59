// `npm run tune -- [--index FILE] [--build JSON] [--grid JSON]`: chooses ranking settings without touching the papers
// `npm run eval` scores. It splits the evaluation's training part again (each venue's latest remaining
// year held out), learns an index from the rest (or reads it from --index, writing it there the
// first time; --build holds BuildOptions), and prints the figures of each setting in --grid (a JSON array of partial
// RankingTuning objects) on that inner held-out set. --notice fits the coverage notice on half of
// that set and prints how often it shows on the other half.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadCatalog } from '@venuescout/catalog';
import { evaluateLabelled } from '../src/eval/evaluate-matcher.ts';
import { hashUnit, samplePerVenue, splitHeldOut } from '../src/eval/split-held-out.ts';
import { learnCalibration } from '../src/index/learn-calibration.ts';
import { buildIndex } from '../src/index/build-index.ts';
import { deserializeIndex } from '../src/index/deserialize-index.ts';
import { serializeIndex } from '../src/index/serialize-index.ts';
import { createMatcher, defaultRankingTuning, type RankingTuning } from '../src/match/create-matcher.ts';
import { labelCorpora } from './lib/label-corpora.ts';
import { parseCli } from './lib/parse-cli.ts';
import { formatSummary } from './lib/print-figures.ts';
import { defaultCorpusFiles, readCorpus, titleListFiles } from './lib/read-corpus.ts';

const args = parseCli(
  'npm run tune -- [--index FILE] [--build JSON] [--grid JSON] [--notice]',
  ['index', 'build', 'grid'],
  [],
  ['notice'],
);
const logger = { info: (message: string) => console.error(message), warn: () => undefined };
const corpora = readCorpus(defaultCorpusFiles);
const { venues } = await loadCatalog();
const { labelled } = labelCorpora(corpora, venues, logger);
const inner = splitHeldOut(splitHeldOut(labelled).train);
const index =
  args.index && existsSync(args.index)
    ? deserializeIndex(readFileSync(args.index))
    : buildIndex(inner.train, venues, { logger, ...(JSON.parse(args.build ?? '{}') as object) });
if (args.index && !existsSync(args.index)) writeFileSync(args.index, serializeIndex(index));

const learned = new Set(index.profiles.map((profile) => profile.venueId));
const balanced = inner.balanced.filter(({ venueId }) => learned.has(venueId));
const titleLists = new Set(titleListFiles.map((file) => defaultCorpusFiles.indexOf(file)));
const titleListPapers = samplePerVenue(
  inner.heldOut.filter((item) => titleLists.has(item.corpus ?? 0) && learned.has(item.venueId)),
  30,
);
if (args.notice) {
  // Fit the notice on half of the inner held-out papers, and measure it on the other half.
  const [fitHalf, testHalf] = [0, 1].map((half) =>
    samplePerVenue(
      inner.heldOut.filter((item) => Math.floor(hashUnit(`${item.paper.id}#notice`) * 2) === half),
      40,
    ),
  );
  const calibration = learnCalibration({
    heldOutIndex: index,
    classes: index.profiles.map((profile) => profile.venueId),
    papers: fitHalf!,
    venues,
  });
  const matcher = createMatcher({ ...index, calibration }, venues);
  const rows = testHalf!.map(({ paper, venueId }) => {
    const result = matcher.match(paper, { explain: false });
    const position = result.venues.findIndex((match) => match.venueId === venueId);
    return { rank: position === -1 ? Infinity : position + 1, notice: result.coverage.level !== 'strong' };
  });
  const rate = (chosen: typeof rows) =>
    (chosen.filter((row) => row.notice).length / chosen.length).toFixed(3);
  console.log(
    `notice on misses ${rate(rows.filter((row) => row.rank > 10))}, on top-3 hits ${rate(rows.filter((row) => row.rank <= 3))}`,
  );
  console.log(JSON.stringify(calibration.notice));
}

const grid = (args.grid ? JSON.parse(args.grid) : [{}]) as Partial<RankingTuning>[];
for (const setting of grid) {
  const matcher = createMatcher(index, venues, { ...defaultRankingTuning, ...setting });
  console.log(JSON.stringify(setting));
  console.log(formatSummary('  balanced', evaluateLabelled(matcher, balanced, venues).overall));
  console.log(formatSummary('  all venues', evaluateLabelled(matcher, inner.balanced, venues).overall));
  console.log(
    formatSummary('  titles only', evaluateLabelled(matcher, balanced, venues, { titleOnly: true }).overall),
  );
  console.log(formatSummary('  dblp titles', evaluateLabelled(matcher, titleListPapers, venues).overall));
}
