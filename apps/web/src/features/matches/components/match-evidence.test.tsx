import { render, screen } from '@testing-library/react';
import { GOOD_FIT_RELEVANCE, matchTexts, STRONG_FIT_RELEVANCE, type Coverage } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { CoverageNotice, MatchFit, RelevanceExplanation } from './match-evidence';

const coverage = (
  level: Coverage['level'],
  reason: Coverage['reason'] = null,
  unfamiliarTerms: string[] = [],
): Coverage => ({
  level,
  reason,
  field: 'Networking',
  venuesWithPapers: level === 'none' ? 0 : 5,
  papers: level === 'none' ? 0 : 131,
  unfamiliarTerms,
});

describe('CoverageNotice', () => {
  it.each([
    ['thin', 'few-papers', 'Thin evidence for this paper', 'Networking'],
    ['thin', 'unfamiliar', 'Thin evidence for this paper', 'not learned from papers much like yours'],
    ['none', null, 'No paper evidence for this field', 'Networking'],
  ] as const)(
    'tells the researcher plainly when the evidence is %s (%s)',
    (level, reason, heading, words) => {
      const value = coverage(level, reason);
      render(<CoverageNotice coverage={value} />);
      const notice = screen.getByRole('status').textContent;
      expect(notice).toContain(heading);
      expect(notice).toContain(matchTexts.coverage(value)!);
      expect(notice).toContain(words);
    },
  );

  it('names the terms that make the ranking uncertain, and says the right venue may be missing', () => {
    render(<CoverageNotice coverage={coverage('thin', 'uncertain', ['optical switching'])} />);
    const notice = screen.getByRole('status').textContent;
    expect(notice).toContain('The right venue may be missing');
    expect(notice).toContain('may be missing from the top 10');
    expect(notice).toContain('your term “optical switching”');
  });

  it.each([
    ['strong coverage', coverage('strong')],
    ['an analysis stored before coverage was recorded', null],
  ])('shows nothing for %s', (_label, value) => {
    const { container } = render(<CoverageNotice coverage={value} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('MatchFit', () => {
  it('labels a venue learned from papers by its relevance and says how many papers back it', () => {
    render(
      <MatchFit match={{ relevance: STRONG_FIT_RELEVANCE, evidence: { level: 'papers', papers: 1750 } }} />,
    );
    expect(screen.getByText('Strong fit')).not.toBeNull();
    expect(screen.getByText('Learned from 1,750 published papers')).not.toBeNull();
  });

  it('never labels a venue placed by field only better than weak, and says why', () => {
    render(<MatchFit match={{ relevance: 99, evidence: { level: 'field', papers: 0 } }} />);
    expect(screen.getByText('Weak fit')).not.toBeNull();
    expect(screen.getByText(/Placed by field only/)).not.toBeNull();
  });

  it('labels an old match without evidence by relevance alone', () => {
    render(<MatchFit match={{ relevance: GOOD_FIT_RELEVANCE, evidence: null }} />);
    expect(screen.getByText('Good fit')).not.toBeNull();
    expect(screen.queryByText(/papers/)).toBeNull();
  });
});

describe('RelevanceExplanation', () => {
  it('explains what a relevance percentage means, with the current fit thresholds', () => {
    render(<RelevanceExplanation />);
    expect(screen.getByText('What does relevance mean?')).not.toBeNull();
    const text = screen.getByText(/compares your paper with the venue’s own published papers/).textContent;
    expect(text).toBe(matchTexts.relevanceExplained);
    expect(text).toContain(`Strong fit: ${STRONG_FIT_RELEVANCE}% or more`);
    expect(text).toContain(`Weak fit: below ${GOOD_FIT_RELEVANCE}%`);
  });
});
