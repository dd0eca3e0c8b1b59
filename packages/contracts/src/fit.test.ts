import { describe, expect, it } from 'vitest';
import { fitLabel, matchTexts } from './fit.ts';

describe('fitLabel', () => {
  it.each([
    [99, 'papers', 'strong'],
    [50, 'papers', 'strong'],
    [49, 'papers', 'good'],
    [25, 'papers', 'good'],
    [24, 'papers', 'weak'],
    [0, 'papers', 'weak'],
    [99, 'field', 'weak'],
    [30, 'field', 'weak'],
    [60, null, 'strong'],
    [30, null, 'good'],
  ] as const)('labels relevance %d with %s evidence as %s', (relevance, evidence, label) => {
    expect(fitLabel(relevance, evidence)).toBe(label);
  });
});

describe('matchTexts', () => {
  it('says how many papers a venue was learned from, or that it was placed by field only', () => {
    expect(matchTexts.evidence({ level: 'papers', papers: 1234 })).toBe(
      'Learned from 1,234 published papers',
    );
    expect(matchTexts.evidence({ level: 'papers', papers: 1 })).toBe('Learned from 1 published paper');
    expect(matchTexts.evidence({ level: 'field', papers: 0 })).toMatch(/field only/);
  });

  it('writes a coverage notice for thin and missing evidence, naming the field, and none for strong', () => {
    const base = { field: 'Networking', venuesWithPapers: 5, papers: 131, reason: null };
    expect(matchTexts.coverage({ ...base, level: 'strong' })).toBeNull();
    expect(matchTexts.coverage({ ...base, level: 'thin', reason: 'few-papers' })).toMatch(
      /only 5 venues in Networking were learned from 131 papers/,
    );
    // A paper unlike anything learned is not told that its (large) field is thin.
    const unfamiliar = matchTexts.coverage({
      ...base,
      level: 'thin',
      reason: 'unfamiliar',
      venuesWithPapers: 27,
      papers: 3451,
    });
    expect(unfamiliar).toMatch(/not learned from papers much like yours/);
    expect(unfamiliar).not.toMatch(/3,451/);
    expect(matchTexts.coverage({ ...base, level: 'none', venuesWithPapers: 0, papers: 0 })).toMatch(
      /No venue in Networking was learned from published papers/,
    );
  });

  it('explains what a relevance of 40% means', () => {
    expect(matchTexts.relevanceExplained).toMatch(/40% means/);
  });
});
