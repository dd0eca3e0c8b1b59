import { fileURLToPath } from 'node:url';
import { loadCatalog, type Venue } from '@venuescout/catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { labelPapers } from '../../scripts/lib/corpus-labels.ts';
import { readJsonLines } from '../../scripts/lib/read-json-lines.ts';
import { createMatcher } from '../match/create-matcher.ts';
import { silentLogger, type CorpusPaper } from '../types.ts';
import { buildIndex } from './build-index.ts';
import { deserializeIndex } from './deserialize-index.ts';
import { serializeIndex } from './serialize-index.ts';
import type { VenueIndex } from './venue-index.ts';

const corpusFile = fileURLToPath(
  new URL('../../../../../shared/data/papers-train.jsonl.gz', import.meta.url),
);
const sampleVenues = ['CRYPTO', 'ICRA', 'SIGIR'];
const small = { epochs: 3, maxEntries: 20_000, maxFieldEntries: 5_000 };

let sample: CorpusPaper[];
let venues: Venue[];
beforeAll(async () => {
  const papers = readJsonLines(corpusFile) as CorpusPaper[];
  sample = sampleVenues.flatMap((venue) => papers.filter((paper) => paper.venue === venue).slice(0, 150));
  ({ venues } = await loadCatalog());
});

describe('buildIndex on a small sample of the corpus', () => {
  it('learns one class per venue and per field, and keeps no text beyond terms', () => {
    const index = buildIndex(labelPapers(sample, venues, silentLogger), venues, small);
    expect(index.profiles.map((profile) => profile.venueId).sort()).toEqual([
      'conf/crypto',
      'conf/icra',
      'conf/sigir',
    ]);
    expect(index.fields).toEqual(['information-retrieval-web', 'robotics', 'security-privacy']);
    expect(index.fieldPapers).toEqual([150, 150, 150]);
    expect(index.venueModel.entryClass.length).toBeLessThanOrEqual(20_000);
    expect(index.fieldModel.entryClass.length).toBeLessThanOrEqual(5_000);
    expect(index.titleModel.bias).toHaveLength(3);
    const stored = JSON.stringify(deserializeIndex(serializeIndex(index)));
    // Titles are kept for citing similar papers; abstracts never are.
    for (const { abstract } of sample) expect(stored).not.toContain(abstract!.slice(0, 60));
    const latest = [...sample].sort((a, b) => b.year - a.year)[0]!;
    expect(stored).toContain(JSON.stringify(latest.title).slice(1, -1));
    expect(index.papers.titles.length).toBeLessThanOrEqual(3 * 400);
  });

  it('learns its calibration on each venue’s latest papers, from models trained without them', () => {
    const labelled = labelPapers(sample, venues, silentLogger);
    const index = buildIndex(labelled, venues, small);
    const calibration = index.calibration!;
    expect(calibration.venueOffsets).toHaveLength(4);
    // Every class has held-out papers of its own, ascending.
    for (let c = 0; c < 3; c++) {
      const own = calibration.venueScores.slice(calibration.venueOffsets[c], calibration.venueOffsets[c + 1]);
      expect(own.length).toBeGreaterThan(0);
      expect([...own]).toEqual([...own].sort((a, b) => a - b));
    }
    expect(calibration.notice.signals.length).toBe(calibration.notice.weights.length);
    expect(buildIndex(labelled, venues, { ...small, calibrate: false }).calibration).toBeNull();
  });

  it('is deterministic, and survives serialisation unchanged', () => {
    const first = serializeIndex(
      buildIndex(labelPapers(sample, venues, silentLogger), venues, { ...small, epochs: 2 }),
    );
    const second = serializeIndex(
      buildIndex(labelPapers(sample, venues, silentLogger), venues, { ...small, epochs: 2 }),
    );
    expect(second.equals(first)).toBe(true);
    expect(serializeIndex(deserializeIndex(first)).equals(first)).toBe(true);
  });

  it('leaves a venue with fewer papers than the minimum out of the venue model, but not out of its field', () => {
    const fewCrypto = [
      ...sample.filter((paper) => paper.venue !== 'CRYPTO'),
      ...sample.filter((paper) => paper.venue === 'CRYPTO').slice(0, 5),
    ];
    const index = buildIndex(labelPapers(fewCrypto, venues, silentLogger), venues, {
      ...small,
      minVenuePapers: 10,
    });
    expect(index.profiles.map((profile) => profile.venueId)).not.toContain('conf/crypto');
    expect(index.fields).toContain('security-privacy');
    expect(index.fieldPapers[index.fields.indexOf('security-privacy')]).toBe(5);
    const result = createMatcher(index, venues).match(fewCrypto.at(-1)!);
    const crypto = result.venues.find((match) => match.venueId === 'conf/crypto')!;
    expect(crypto.evidence).toEqual({ level: 'field', papers: 0 });
  });

  it('ranks a paper of each sampled venue first among them', () => {
    const index = buildIndex(labelPapers(sample, venues, silentLogger), venues, small);
    const matcher = createMatcher(index, venues);
    const probes: [string, string][] = [
      ['conf/crypto', 'A new zero-knowledge proof system with succinct verification based on pairings'],
      ['conf/icra', 'Motion planning for a robot manipulator grasping objects with tactile feedback'],
      [
        'conf/sigir',
        'Dense retrieval for ad hoc search: learning query and document representations for ranking',
      ],
    ];
    for (const [expected, title] of probes) {
      const [first] = matcher.match({ title }).venues;
      expect(first!.venueId).toBe(expected);
      expect(first!.evidence).toEqual({ level: 'papers', papers: 150 });
    }
  });

  it('refuses an index of another format version with a message that says how to rebuild', () => {
    const index = buildIndex(labelPapers(sample, venues, silentLogger), venues, { ...small, epochs: 1 });
    const old = serializeIndex({ ...index, version: 2 } as unknown as VenueIndex);
    expect(() => deserializeIndex(old)).toThrow(
      /unsupported index version 2: rebuild it with npm run index:build/,
    );
  });
});
