import { fileURLToPath } from 'node:url';
import { loadCatalog, type Venue } from '@venuescout/catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { readJsonLines } from '../../scripts/lib/read-json-lines.ts';
import { createMatcher } from '../match/create-matcher.ts';
import type { CorpusPaper } from '../types.ts';
import { buildIndex } from './build-index.ts';
import { deserializeIndex, serializeIndex } from './serialize-index.ts';

const corpusFile = fileURLToPath(
  new URL('../../../../../shared/data/papers-train.jsonl.gz', import.meta.url),
);
const sampleVenues = ['CRYPTO', 'ICRA', 'SIGIR'];

let sample: CorpusPaper[];
let venues: Venue[];
beforeAll(async () => {
  const papers = readJsonLines(corpusFile) as CorpusPaper[];
  sample = sampleVenues.flatMap((venue) => papers.filter((paper) => paper.venue === venue).slice(0, 150));
  ({ venues } = await loadCatalog());
});

describe('buildIndex on a small sample of the corpus', () => {
  it('learns one class per venue and keeps no text beyond terms', () => {
    const index = buildIndex(sample, venues, { epochs: 3, maxEntries: 20_000 });
    expect(index.profiles.map((profile) => profile.venueId).sort()).toEqual([
      'conf/crypto',
      'conf/icra',
      'conf/sigir',
    ]);
    expect(index.entryClass.length).toBeLessThanOrEqual(20_000);
    const json = serializeIndex(index);
    const abstractSnippet = sample[0]!.abstract!.slice(0, 60);
    expect(JSON.stringify(deserializeIndex(json))).not.toContain(abstractSnippet);
  });

  it('is deterministic, and survives serialisation unchanged', () => {
    const first = serializeIndex(buildIndex(sample, venues, { epochs: 2, maxEntries: 20_000 }));
    const second = serializeIndex(buildIndex(sample, venues, { epochs: 2, maxEntries: 20_000 }));
    expect(second.equals(first)).toBe(true);
    expect(serializeIndex(deserializeIndex(first)).equals(first)).toBe(true);
  });

  it('ranks a paper of each sampled venue first among them', () => {
    const index = buildIndex(sample, venues, { epochs: 3, maxEntries: 20_000 });
    const matcher = createMatcher(index, venues);
    const probes: [string, string][] = [
      ['conf/crypto', 'A new zero-knowledge proof system with succinct verification based on pairings'],
      ['conf/icra', 'Motion planning for a robot manipulator grasping objects with tactile feedback'],
      [
        'conf/sigir',
        'Dense retrieval for ad hoc search: learning query and document representations for ranking',
      ],
    ];
    for (const [expected, title] of probes)
      expect(matcher.match({ title }).venues[0]!.venueId).toBe(expected);
  });
});
