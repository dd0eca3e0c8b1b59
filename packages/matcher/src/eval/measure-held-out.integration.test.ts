import { fileURLToPath } from 'node:url';
import { loadCatalog, type Venue } from '@venuescout/catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { readJsonLines } from '../../scripts/lib/read-json-lines.ts';
import { labelPapers } from '../../scripts/lib/corpus-labels.ts';
import { silentLogger, type CorpusPaper } from '../types.ts';
import { measureHeldOut } from './measure-held-out.ts';
import type { SourcedPaper } from './split-held-out.ts';

const corpusFile = fileURLToPath(
  new URL('../../../../../shared/data/papers-train.jsonl.gz', import.meta.url),
);

let venues: Venue[];
let labelled: SourcedPaper[];
beforeAll(async () => {
  ({ venues } = await loadCatalog());
  const papers = readJsonLines(corpusFile) as CorpusPaper[];
  const sample = ['CRYPTO', 'ICRA', 'SIGIR'].flatMap((venue) =>
    papers.filter((paper) => paper.venue === venue).slice(0, 300),
  );
  // SIGIR plays a venue of a later corpus file, as the extra fields' venues do.
  labelled = labelPapers(sample, venues, silentLogger).map((item) => ({
    ...item,
    corpus: item.venueId === 'conf/sigir' ? 1 : 0,
  }));
});

describe('measureHeldOut', () => {
  it('reports each set the evaluation promises: balanced, by size, new fields and titles only', () => {
    const report = measureHeldOut({
      labelled,
      venues,
      newVenueIds: new Set(['conf/sigir']),
      build: { epochs: 2, maxEntries: 20_000, maxFieldEntries: 5_000 },
    });
    expect(report.venuesWithPapers).toBe(3);
    expect(report.balanced.venues).toBe(3);
    expect(report.balanced.papers).toBeLessThanOrEqual(3 * 30);
    expect(report.trainPapers + report.balanced.papers).toBeLessThanOrEqual(labelled.length);
    expect(report.newFields.venues).toBe(1);
    expect(report.newFields.papers).toBeLessThanOrEqual(30);
    expect(report.titleOnly.papers).toBe(report.balanced.papers);
    // Three well-separated venues: the full paper ranks its venue near the top far more often than not.
    expect(report.balanced.acc10).toBeGreaterThan(0.8);
    expect(report.figures.balanced).toEqual(
      expect.objectContaining({ acc10: report.balanced.acc10, papers: report.balanced.papers }),
    );
    expect(report.figures.balanced).not.toHaveProperty('neverTop20');
  });
});
