import { describe, expect, it } from 'vitest';
import { importCcfList2026 } from './import-ccf-list-2026.ts';

const TSV = [
  'rank\tacronym\tname\tdblp_path\tdblp_key',
  'A\tNeurIPS\tConference on Neural Information Processing Systems\t/conf/nips\t/conf/nips/neurips',
  'A\tNeurIPS\tConference on Neural Information Processing Systems\t/conf/nips\t/conf/nips/nips',
  'A \tVLDB\tInternational Conference on Very Large Data Bases\t/journals/pvldb\t/journals/pvldb/pvldb',
  'A\tVLDB\tInternational Conference on Very Large Data Bases\t/conf/vldb\t/conf/vldb/vldb',
  'B\tCC\tComputational Complexity\t/journals/cc\t/journals/cc/cc',
  'B\tCC\tInternational Conference on Compiler Construction\t/conf/cc\t/conf/cc/cc',
  'C\tTIOT\tACM Transactions on Internet of Things /journals/tiot /journals/tiot/tiot',
  'B\tJASA\tJournal of The Acoustical Society of America\t\t',
  'P\t\tarXiv\t/journals/corr\t/journals/corr/corr',
  'X\tBAD\tUnknown rank\t/conf/bad\t/conf/bad/bad',
].join('\n');

describe('importCcfList2026', () => {
  const result = importCcfList2026([{ path: 'ccf-list-2026.tsv', text: TSV }]);
  const byName = (name: string) => result.records.find((record) => record.name === name);

  it('folds the rows of one venue, preferring the conference dblp path (PVLDB belongs to VLDB)', () => {
    expect(result.records.filter((record) => record.acronym === 'NeurIPS')).toHaveLength(1);
    expect(byName('International Conference on Very Large Data Bases')).toMatchObject({
      type: 'conference',
      dblp: 'conf/vldb',
      ranks: { ccf: 'A' },
    });
  });

  it('keeps apart venues that share an acronym but not a name', () => {
    expect(byName('Computational Complexity')).toMatchObject({ type: 'journal', dblp: 'journals/cc' });
    expect(byName('International Conference on Compiler Construction')).toMatchObject({
      type: 'conference',
      dblp: 'conf/cc',
    });
  });

  it('repairs a row with spaces instead of tabs, and types rows without dblp path by their name', () => {
    expect(byName('ACM Transactions on Internet of Things')).toMatchObject({
      acronym: 'TIOT',
      dblp: 'journals/tiot',
      type: 'journal',
    });
    expect(byName('Journal of The Acoustical Society of America')).toMatchObject({ type: 'journal' });
    expect(byName('Journal of The Acoustical Society of America')?.dblp).toBeUndefined();
  });

  it('reads rank P (a preprint server) and reports an unknown rank', () => {
    expect(byName('arXiv')).toMatchObject({ ranks: { ccf: 'P' }, type: 'journal' });
    expect(byName('arXiv')?.acronym).toBeUndefined();
    expect(result.issues).toEqual([
      expect.objectContaining({ ref: 'ccf-list-2026.tsv:11', reason: 'unknown rank "X"' }),
    ]);
  });

  it("takes the dblp stream dblp labels with the venue's acronym (Inscrypt is conf/cisc, not Korea's ICISC)", () => {
    const tsv = [
      'C\tInscrypt\tInternational Conference on Information Security and Cryptology\t/conf/icisc\t/conf/icisc/icisc',
      'C\tInscrypt\tInternational Conference on Information Security and Cryptology\t/conf/cisc\t/conf/cisc/inscrypt',
    ].join('\n');
    const [record] = importCcfList2026([{ path: 'ccf-list-2026.tsv', text: tsv }]).records;
    expect(record).toMatchObject({ acronym: 'Inscrypt', dblp: 'conf/cisc' });
  });

  it('keeps a title without acronym listed under a journal and a conference path as two venues (Parallel Computing and ParCo)', () => {
    const tsv = [
      'B\t\tParallel Computing\t/conf/parco\t/conf/parco/parco',
      'B\t\tParallel Computing\t/journals/pc\t/journals/pc/pc',
    ].join('\n');
    const { records, rankRows } = importCcfList2026([{ path: 'ccf-list-2026.tsv', text: tsv }]);
    expect(records).toEqual([
      expect.objectContaining({ type: 'conference', dblp: 'conf/parco', ranks: { ccf: 'B' } }),
      expect.objectContaining({ type: 'journal', dblp: 'journals/pc', ranks: { ccf: 'B' } }),
    ]);
    expect(rankRows.map((row) => [row.ref, row.type, row.dblp])).toEqual([
      ['ccf-list-2026.tsv:1', 'conference', 'conf/parco'],
      ['ccf-list-2026.tsv:2', 'journal', 'journals/pc'],
    ]);
  });
});
