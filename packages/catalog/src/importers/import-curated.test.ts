import { describe, expect, it } from 'vitest';
import { importCurated } from './import-curated.ts';

const YAML = `
- acronym: "S&P"
  name: "IEEE Symposium on Security and Privacy"
  type: conference
  aliases: ["SP", "Oakland"]
  areas: [security-privacy, cryptography]
  dblp: conf/sp
- acronym: "CL"
  name: "Computational Linguistics"
  type: journal
  dblp: coling
- acronym: "X"
  type: workshop
`;

describe('importCurated', () => {
  const result = importCurated([{ path: 'venues.yaml', text: YAML }]);

  it('reads acronym, name, type, aliases, areas and dblp key, with no editions', () => {
    expect(result.records[0]).toMatchObject({
      source: 'curated',
      acronym: 'S&P',
      aliases: ['SP', 'Oakland'],
      areas: ['security-privacy'],
      dblp: 'conf/sp',
      editions: [],
    });
  });

  it('prefixes a bare dblp name by the venue type', () => {
    expect(result.records[1]?.dblp).toBe('journals/coling');
  });

  it('reports an area outside the taxonomy and an entry missing required fields', () => {
    expect(result.issues.map((issue) => issue.reason)).toEqual([
      'unknown area "cryptography"',
      'curated entry needs acronym, name and type',
    ]);
  });

  it('reads other names, a pinned id, ranks and past edition years', () => {
    const yaml = `
- acronym: 'RAID'
  name: 'International Symposium on Research in Attacks, Intrusions and Defenses'
  type: conference
  id: conf/raid
  otherNames: ['International Symposium on Recent Advances in Intrusion Detection']
- acronym: 'WWWJ'
  name: 'World Wide Web'
  type: journal
  ranks: { ccf: B, core: Z }
  editions: [2016, 2018, 'soon']
- acronym: 'BAD'
  name: 'A journal with a conference id'
  type: journal
  id: conf/bad
`;
    const { records, issues } = importCurated([{ path: 'venues.yaml', text: yaml }]);
    expect(records[0]).toMatchObject({
      id: 'conf/raid',
      otherNames: ['International Symposium on Recent Advances in Intrusion Detection'],
    });
    expect(records[1]).toMatchObject({
      ranks: { ccf: 'B' },
      editions: [
        { year: 2016, deadlines: [] },
        { year: 2018, deadlines: [] },
      ],
    });
    expect(records[2]?.id).toBeUndefined();
    expect(issues.map((issue) => issue.reason)).toEqual(['invalid id "conf/bad" for a journal']);
  });

  it.each(['USENIX', 'ieee', 'IEEE CS', 'ACM'])(
    'refuses the organisation name "%s" as an alias, since aliases pull records together',
    (alias) => {
      const yaml = `
- acronym: 'ACM SIGOPS ATC'
  name: 'ACM SIGOPS Annual Technical Conference'
  type: conference
  aliases: ['USENIX ATC', '${alias}']
`;
      const { records, issues } = importCurated([{ path: 'venues.yaml', text: yaml }]);
      expect(records[0]?.aliases).toEqual(['USENIX ATC']);
      expect(issues.map((issue) => issue.reason)).toEqual([
        `alias "${alias}" names an organisation, not a venue`,
      ]);
    },
  );
});
