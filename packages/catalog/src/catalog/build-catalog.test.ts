import { describe, expect, it } from 'vitest';
import { buildCatalog, type SourceInputs } from './build-catalog.ts';
import { serializeCatalog } from './serialize-catalog.ts';

const INPUTS: SourceInputs = {
  curated: [
    {
      path: 'venues.yaml',
      text: '- { acronym: KDD, name: ACM SIGKDD Conference on Knowledge Discovery and Data Mining, type: conference, aliases: [SIGKDD], dblp: conf/kdd, areas: [data-mining] }',
    },
  ],
  'ccf-list-2026': [
    {
      path: 'ccf-list-2026.tsv',
      text: 'rank\tacronym\tname\tdblp_path\tdblp_key\nA\tSIGKDD\tACM SIGKDD Conference on Knowledge Discovery and Data Mining\t/conf/kdd\t/conf/kdd/kdd\nA\tTPAMI\tIEEE Transactions on Pattern Analysis and Machine Intelligence\t/journals/pami\t/journals/pami/pami\n',
    },
  ],
  'core-icore2026': [
    {
      path: 'core.csv',
      text: 'Venue,Rank\nACM International Conference on Knowledge Discovery and Data Mining|KDD,A*\n',
    },
  ],
  'ccf-deadlines': [
    {
      path: 'conference/DB/sigkdd.yml',
      text: `- title: SIGKDD
  description: ACM Knowledge Discovery and Data Mining
  sub: DB
  rank: { ccf: A, core: A }
  dblp: kdd
  confs:
    - { year: 2026, id: kdd26, link: 'https://kdd2026.kdd.org/', timezone: AoE, date: 'Aug 9-13, 2026', place: 'Jeju, Korea',
        timeline: [{ deadline: '2026-02-08 23:59:59' }] }`,
    },
  ],
  'pwc-ai-deadlines': [
    {
      path: 'conferences.yml',
      text: "- { title: KDD, year: 2026, id: kdd26, link: x, deadline: '2026-02-01 23:59:59', timezone: UTC-12, place: Jeju, sub: DM }",
    },
  ],
  'ccf-list-2022': [
    {
      path: 'list.txt',
      text: '（人工智能）\n 1  TPAMI  x  IEEE  http://dblp.uni-trier.de/db/journals/pami/\n',
    },
  ],
};

describe('buildCatalog', () => {
  const { catalog, report } = buildCatalog(INPUTS);
  const kdd = catalog.venues.find((venue) => venue.id === 'conf/kdd');

  it('merges one venue from every source, with curated spelling and list ranks', () => {
    expect(catalog.venues.map((venue) => venue.id)).toEqual(['conf/kdd', 'journal/tpami']);
    expect(kdd).toMatchObject({
      acronym: 'KDD',
      aliases: ['SIGKDD'],
      ranks: { core: 'A*', ccf: 'A' },
      sources: ['curated', 'ccf-deadlines', 'pwc-ai-deadlines', 'ccf-list-2026', 'core-icore2026'],
      region: 'asia',
    });
  });

  it('records where each value came from and where sources disagree', () => {
    expect(kdd?.provenance).toMatchObject({
      acronym: 'curated',
      'ranks.core': 'core-icore2026',
      'ranks.ccf': 'ccf-list-2026',
    });
    expect(kdd?.disagreements?.map((disagreement) => disagreement.field)).toEqual([
      'ranks.core',
      'editions.2026.paper',
    ]);
  });

  it('gives a list-only journal its area from the 2022 list and rolling submission', () => {
    expect(catalog.venues[1]).toMatchObject({
      id: 'journal/tpami',
      areas: ['computer-vision'],
      editions: [],
    });
  });

  it('reports the sources whose folders are missing', () => {
    expect(
      report.issues.filter((issue) => issue.reason === 'source folder missing').map((issue) => issue.source),
    ).toEqual(['tobna-ai-deadlines', 'hf-ai-deadlines', 'modeling-deadlines', 'hci-deadlines']);
  });

  it('gives byte-identical JSON when run twice on the same input', () => {
    expect(serializeCatalog(buildCatalog(INPUTS).catalog)).toBe(serializeCatalog(catalog));
  });
});
