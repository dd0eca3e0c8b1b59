import { describe, expect, it } from 'vitest';
import { importCoreRanks } from './import-core-ranks.ts';

const CSV = [
  'Venue,Rank',
  'Advances in Neural Information Processing Systems (was NIPS)|NeurIPS,A*',
  '"AAAI/ACM Conference on AI, Ethics, and Society|AIES",C',
  'ACM Conference on Security and Privacy in Wireless and Mobile Networks|ACM_WiSec,B',
  'ACM Information Technology Education|SIGITE,National: USA',
  'Semantics - International Conference on Semantic Systems|Semantics,"Regional: Austria, Germany, Netherlands"',
  '|NONAME,B',
].join('\n');

describe('importCoreRanks', () => {
  const result = importCoreRanks([{ path: 'core_icore2026.csv', text: CSV }]);
  const [neurips, aies, wisec, sigite, semantics] = result.records;

  it('reads name and acronym, keeping a former acronym as an alias', () => {
    expect(neurips).toMatchObject({
      acronym: 'NeurIPS',
      name: 'Advances in Neural Information Processing Systems',
      aliases: ['NIPS'],
      type: 'conference',
      ranks: { core: 'A*' },
    });
  });

  it('reads quoted fields holding commas', () => {
    expect(aies).toMatchObject({
      acronym: 'AIES',
      name: 'AAAI/ACM Conference on AI, Ethics, and Society',
      ranks: { core: 'C' },
    });
    expect(semantics?.ranks).toEqual({});
  });

  it('turns underscores in acronyms into spaces and gives national ranks no CORE rank', () => {
    expect(wisec?.acronym).toBe('ACM WiSec');
    expect(sigite).toMatchObject({ acronym: 'SIGITE', ranks: {} });
  });

  it('reports a row without a venue name', () => {
    expect(result.records).toHaveLength(5);
    expect(result.issues).toEqual([
      expect.objectContaining({ ref: 'core_icore2026.csv:7', reason: 'row without a venue name' }),
    ]);
  });
});
