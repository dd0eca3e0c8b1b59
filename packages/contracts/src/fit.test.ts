import { describe, expect, it } from 'vitest';
import {
  CoverageSchema,
  explainRelevance,
  fitLabel,
  GOOD_FIT_RELEVANCE,
  matchTexts,
  STRONG_FIT_RELEVANCE,
  type Coverage,
} from './fit.ts';

describe('fitLabel', () => {
  it.each([
    [99, 'papers', 'strong'],
    [STRONG_FIT_RELEVANCE, 'papers', 'strong'],
    [STRONG_FIT_RELEVANCE - 1, 'papers', 'good'],
    [GOOD_FIT_RELEVANCE, 'papers', 'good'],
    [GOOD_FIT_RELEVANCE - 1, 'papers', 'weak'],
    [0, 'papers', 'weak'],
    [99, 'field', 'weak'],
    [STRONG_FIT_RELEVANCE, 'field', 'weak'],
    [STRONG_FIT_RELEVANCE, null, 'strong'],
    [GOOD_FIT_RELEVANCE, null, 'good'],
  ] as const)('labels relevance %d with %s evidence as %s', (relevance, evidence, label) => {
    expect(fitLabel(relevance, evidence)).toBe(label);
  });

  it('keeps the good-fit threshold below the strong one', () => {
    expect(GOOD_FIT_RELEVANCE).toBeGreaterThan(0);
    expect(GOOD_FIT_RELEVANCE).toBeLessThan(STRONG_FIT_RELEVANCE);
  });
});

const coverage = (overrides: Partial<Coverage>): Coverage =>
  CoverageSchema.parse({
    level: 'strong',
    field: 'Networking',
    venuesWithPapers: 5,
    papers: 131,
    ...overrides,
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
    expect(matchTexts.coverage(coverage({}))).toBeNull();
    expect(matchTexts.coverage(coverage({ level: 'thin', reason: 'few-papers' }))).toMatch(
      /only 5 venues in Networking were learned from 131 papers/,
    );
    // A paper unlike anything learned is not told that its (large) field is thin.
    const unfamiliar = matchTexts.coverage(
      coverage({ level: 'thin', reason: 'unfamiliar', venuesWithPapers: 27, papers: 3451 }),
    );
    expect(unfamiliar).toMatch(/not learned from papers much like yours/);
    expect(unfamiliar).not.toMatch(/3,451/);
    expect(matchTexts.coverage(coverage({ level: 'none', venuesWithPapers: 0, papers: 0 }))).toMatch(
      /No venue in Networking was learned from published papers/,
    );
  });

  it.each([
    ['thin', 'The right venue may be missing'],
    // The signals can fire in a field with plenty of evidence: the notice must still show.
    ['strong', 'The right venue may be missing'],
  ] as const)(
    'warns that the right venue may be missing when the ranking is uncertain (%s coverage)',
    (level, heading) => {
      const value = coverage({ level, reason: 'uncertain' });
      expect(matchTexts.coverageHeading(value)).toBe(heading);
      expect(matchTexts.coverage(value)).toMatch(/may be missing from the top 10/);
      expect(matchTexts.coverage(value)).not.toMatch(/rarely use/);
    },
  );

  it.each([
    ['uncertain', ['federated unlearning'], 'your term “federated unlearning”: if it names a sub-field'],
    [
      'uncertain',
      ['metagenomic binning', 'contig assembly', 'read mapping'],
      'your terms “metagenomic binning”, “contig assembly” and “read mapping”: if they name',
    ],
    ['unfamiliar', ['metagenomic binning'], 'your term “metagenomic binning”'],
    ['few-papers', ['optical switching'], 'your term “optical switching”'],
  ] as const)('names the unusual terms in the %s notice: %j', (reason, terms, words) => {
    const text = matchTexts.coverage(coverage({ level: 'thin', reason, unfamiliarTerms: [...terms] }));
    expect(text).toContain('rarely use');
    expect(text).toContain(words);
  });

  it('reads a coverage stored before unfamiliar terms were recorded as having none', () => {
    const stored = { level: 'thin', reason: 'unfamiliar', field: null, venuesWithPapers: 3, papers: 40 };
    expect(CoverageSchema.parse(stored).unfamiliarTerms).toEqual([]);
    expect(CoverageSchema.safeParse({ ...stored, reason: 'guess' }).success).toBe(false);
  });

  it.each([
    [
      { title: 'Attention is all you need', venue: 'NeurIPS', year: 2017 },
      '“Attention is all you need.” NeurIPS 2017.',
    ],
    [{ title: 'Is BERT really robust?', venue: 'AAAI', year: 2020 }, '“Is BERT really robust?” AAAI 2020.'],
    [{ title: '  Trimmed title.  ', venue: 'ACL', year: 2001 }, '“Trimmed title.” ACL 2001.'],
  ])('cites %j as %s', (paper, citation) => {
    expect(matchTexts.citation(paper)).toBe(citation);
  });

  it.each([
    [[], null],
    [['congestion control'], 'Shares your term “congestion control”.'],
    [['congestion control', 'RTT'], 'Shares your terms “congestion control” and “RTT”.'],
  ])('says which terms a similar paper shares: %j', (sharedTerms, text) => {
    expect(matchTexts.sharedTerms({ sharedTerms })).toBe(text);
  });
});

describe('explainRelevance', () => {
  it('explains relevance as a percentile against the venue’s own papers, with the current thresholds', () => {
    const text = matchTexts.relevanceExplained;
    expect(text).toBe(explainRelevance({ strong: STRONG_FIT_RELEVANCE, good: GOOD_FIT_RELEVANCE }));
    expect(text).toContain(`${STRONG_FIT_RELEVANCE}% means your paper scores higher at this venue than`);
    expect(text).toContain('the same at a large venue and a small one');
    expect(text).toMatch(/placed by field only .* compared with the papers of its field/);
  });

  it.each([
    [{ strong: 50, good: 20 }, 'Strong fit: 50% or more. Good fit: 20% to 49%. Weak fit: below 20%.'],
    [{ strong: 65, good: 35 }, 'Strong fit: 65% or more. Good fit: 35% to 64%. Weak fit: below 35%.'],
  ])('states the label thresholds it is given, %j', (thresholds, labels) => {
    const text = explainRelevance(thresholds);
    expect(text).toContain(labels);
    // No figure other than the thresholds (and the one below strong) may be written into the text.
    const figures = new Set(text.match(/\d+/g));
    expect(figures).toEqual(new Set([thresholds.strong, thresholds.good, thresholds.strong - 1].map(String)));
  });
});
