import { describe, expect, it } from 'vitest';
import { createSourceRecord, type SourceRecord } from '../importers/source-record.ts';
import type { SourceId } from '../sources/catalog-sources.ts';
import { clusterRecords } from './cluster-records.ts';

function record(source: SourceId, fields: Partial<SourceRecord>): SourceRecord {
  return {
    ...createSourceRecord(source, `${source}:${fields.acronym ?? fields.name}`),
    type: 'conference',
    ...fields,
  };
}

/** Clusters the records and returns, per cluster, the refs of its records. */
function groups(records: SourceRecord[]): string[][] {
  return clusterRecords(records).clusters.map((cluster) => cluster.map((member) => member.ref));
}

describe('clusterRecords', () => {
  it.each<[string, SourceRecord[], number]>([
    [
      'merges on the dblp key even when names are spelled differently',
      [
        record('ccf-list-2026', {
          acronym: 'SIGKDD',
          name: 'ACM SIGKDD Conference on Knowledge Discovery',
          dblp: 'conf/kdd',
        }),
        record('ccf-deadlines', {
          acronym: 'KDD',
          name: 'Knowledge Discovery and Data Mining',
          dblp: 'conf/kdd',
        }),
      ],
      1,
    ],
    [
      'keeps apart records sharing a dblp key whose acronyms contradict it',
      [
        record('ccf-list-2026', {
          acronym: 'CCS',
          name: 'ACM Conference on Computer and Communications Security',
          dblp: 'conf/ccs',
        }),
        record('ccf-deadlines', {
          acronym: 'AsiaCCS',
          name: 'Asia Conference on Computer and Communications Security',
          dblp: 'conf/ccs',
        }),
      ],
      2,
    ],
    [
      'merges on the normalised full name',
      [
        record('core-icore2026', {
          acronym: 'CIKM',
          name: 'ACM International Conference on Information and Knowledge Management',
        }),
        record('hf-ai-deadlines', { name: 'Conference on Information & Knowledge Management' }),
      ],
      1,
    ],
    [
      'merges on acronym and type when the names are similar',
      [
        record('core-icore2026', {
          acronym: 'NeurIPS',
          name: 'Advances in Neural Information Processing Systems (was NIPS)',
        }),
        record('tobna-ai-deadlines', { acronym: 'NeurIPS', name: 'Neural Information Processing Systems' }),
      ],
      1,
    ],
    [
      'merges an acronym-only record with the one venue of that acronym',
      [
        record('ccf-list-2026', {
          acronym: 'ACM MM',
          name: 'ACM International Conference on Multimedia',
          dblp: 'conf/mm',
        }),
        record('pwc-ai-deadlines', { acronym: 'MM' }),
      ],
      1,
    ],
    [
      'keeps apart venues that share an acronym but not a name',
      [
        record('ccf-list-2026', { acronym: 'FSE', name: 'Fast Software Encryption', dblp: 'conf/fse' }),
        record('core-icore2026', {
          acronym: 'FSE',
          name: 'ACM International Conference on the Foundations of Software Engineering',
        }),
      ],
      2,
    ],
    [
      'keeps a journal and a conference with the same acronym apart',
      [
        record('ccf-list-2026', {
          acronym: 'CSCW',
          name: 'Computer Supported Cooperative Work',
          type: 'journal',
        }),
        record('core-icore2026', { acronym: 'CSCW', name: 'Computer Supported Cooperative Work' }),
      ],
      2,
    ],
    [
      'keeps records with two dblp keys apart unless their names are near-identical',
      [
        record('ccf-list-2026', {
          acronym: 'SEC',
          name: 'IFIP International Information Security Conference',
          dblp: 'conf/sec',
        }),
        record('ccf-deadlines', {
          acronym: 'SEC',
          name: 'ACM/IEEE Symposium on Edge Computing',
          dblp: 'conf/ieeesec',
        }),
      ],
      2,
    ],
    [
      'merges a renamed venue found by its unchanged full name',
      [
        record('ccf-list-2026', {
          acronym: 'CSFW',
          name: 'IEEE Computer Security Foundations Symposium',
          dblp: 'conf/csfw',
        }),
        record('core-icore2026', { acronym: 'CSF', name: 'IEEE Computer Security Foundations Symposium' }),
      ],
      1,
    ],
  ])('%s', (_case, records, clusterCount) => {
    expect(groups(records)).toHaveLength(clusterCount);
  });

  it('ignores a full name copied from another venue and merges on the acronym', () => {
    const records = [
      record('ccf-list-2026', { acronym: 'AAAI', name: 'AAAI Conference on Artificial Intelligence' }),
      record('ccf-list-2026', {
        acronym: 'CHI',
        name: 'ACM Conference on Human Factors in Computing Systems',
      }),
      record('pwc-ai-deadlines', { acronym: 'CHI', name: 'AAAI Conference on Artificial Intelligence' }),
    ];
    const { clusters, notes } = clusterRecords(records);
    expect(clusters.map((cluster) => cluster.map((member) => member.source))).toEqual([
      ['ccf-list-2026'],
      ['ccf-list-2026', 'pwc-ai-deadlines'],
    ]);
    expect(clusters[1]?.[1]?.name).toBeUndefined();
    expect(notes[0]?.note).toContain('name ignored');
  });

  it('uses a shared research area to pick between same-acronym venues when there is no name', () => {
    const records = [
      record('ccf-list-2026', {
        acronym: 'ICSR',
        name: 'International Conference on Software Reuse',
        areas: ['software-engineering'],
      }),
      record('tobna-ai-deadlines', {
        acronym: 'ICSR',
        name: 'International Conference on Social Robotics',
        areas: ['robotics'],
      }),
      record('hci-deadlines', { acronym: 'ICSR', areas: ['human-computer-interaction', 'robotics'] }),
    ];
    expect(groups(records)).toEqual([
      ['ccf-list-2026:ICSR'],
      ['tobna-ai-deadlines:ICSR', 'hci-deadlines:ICSR'],
    ]);
  });
});
