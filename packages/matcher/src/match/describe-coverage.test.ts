import { describe, expect, it } from 'vitest';
import { describeCoverage } from './describe-coverage.ts';

const base = {
  field: 'networking',
  venuesWithPapers: 12,
  papers: 9_000,
  bestEvidence: 0.4,
  likelyMiss: false as boolean | null,
  unfamiliarTerms: ['metagenomics'],
};

describe('describeCoverage', () => {
  it('stays silent when the notice model expects the venue in the top 10, even in a thin field', () => {
    expect(describeCoverage(base)).toMatchObject({ level: 'strong', reason: null });
    expect(describeCoverage({ ...base, venuesWithPapers: 1, papers: 40 })).toMatchObject({ level: 'strong' });
  });

  it('names the weakest fact when a miss is likely: a thin field, then no likely venue, then the signals', () => {
    const miss = { ...base, likelyMiss: true };
    expect(describeCoverage({ ...miss, venuesWithPapers: 2 })).toMatchObject({
      level: 'thin',
      reason: 'few-papers',
    });
    expect(describeCoverage({ ...miss, bestEvidence: 0.05 })).toMatchObject({
      level: 'thin',
      reason: 'unfamiliar',
    });
    expect(describeCoverage(miss)).toMatchObject({
      level: 'thin',
      reason: 'uncertain',
      unfamiliarTerms: ['metagenomics'],
    });
  });

  it('says none when no venue of the field was learned, and falls back to fixed rules without a notice model', () => {
    expect(describeCoverage({ ...base, venuesWithPapers: 0 })).toMatchObject({ level: 'none', reason: null });
    expect(describeCoverage({ ...base, field: null })).toMatchObject({ level: 'none' });
    const rules = { ...base, likelyMiss: null };
    expect(describeCoverage(rules)).toMatchObject({ level: 'strong' });
    expect(describeCoverage({ ...rules, papers: 100 })).toMatchObject({ reason: 'few-papers' });
    expect(describeCoverage({ ...rules, bestEvidence: 0.01 })).toMatchObject({ reason: 'unfamiliar' });
  });
});
