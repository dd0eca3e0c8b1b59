import { describe, expect, it } from 'vitest';
import type { Backtest } from './backtest-estimator.ts';
import { formatBacktest } from './format-backtest.ts';
import { summarizeBacktest } from './summarize-backtest.ts';

const backtest: Backtest = {
  cases: [
    {
      venueId: 'conf/kdd',
      acronym: 'KDD',
      rule: 'two-cycle',
      kind: 'abstract',
      hiddenYear: 2027,
      now: '2026-03-01T00:00:00.000Z',
      predicted: '2026-07-25T11:59:59.000Z',
      actual: '2026-07-20T11:59:59.000Z',
      errorDays: 5,
    },
    {
      venueId: 'conf/icse',
      acronym: 'ICSE',
      rule: 'annual',
      kind: 'paper',
      hiddenYear: 2027,
      now: '2026-03-01T00:00:00.000Z',
      predicted: '2026-03-15T11:59:59.000Z',
      actual: '2026-07-01T11:59:59.000Z',
      errorDays: -108,
    },
  ],
  skipped: [
    { venueId: 'conf/b', reason: 'no earlier edition with a paper or abstract deadline' },
    { venueId: 'conf/a', reason: 'no earlier edition with a paper or abstract deadline' },
    { venueId: 'conf/esann', reason: 'the hidden edition has no deadline of the estimated kind' },
  ],
};

describe('formatBacktest', () => {
  const text = formatBacktest(backtest, summarizeBacktest(backtest), { annual: 26 });
  const lines = text.split('\n');

  it('prints a row of figures overall and per rule, with a dash where a rule has no case', () => {
    expect(lines[0]).toBe('Deadline estimate back-test: 2 cases');
    expect(lines).toContain('all            2    56.5   50%   50%   50%   50%  108.0  108.0');
    expect(lines).toContain('two-cycle      1     5.0  100%  100%  100%  100%    5.0    5.0');
    expect(lines).toContain('biennial       0       –     –     –     –     –      –      –');
  });

  it('prints the served bands, the worst cases with signed errors, and the skipped venues by reason', () => {
    expect(text).toContain('annual ±26 days, two-cycle none (too few cases)');
    expect(text).toMatch(
      /conf\/icse +annual +paper +predicted 2026-03-15 +actual 2026-07-01 +error -108\.0 days\n.*conf\/kdd .*error \+5\.0 days/,
    );
    expect(text).toContain('  no earlier edition with a paper or abstract deadline: 2\n  the hidden edition');
    expect(text).toContain('  the hidden edition has no deadline of the estimated kind: 1\n    conf/esann\n');
    expect(text).not.toContain('conf/a,');
    expect(text.endsWith('\n')).toBe(true);
  });
});
