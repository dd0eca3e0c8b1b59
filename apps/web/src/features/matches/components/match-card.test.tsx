import { fireEvent, render, screen, within } from '@testing-library/react';
import { matchTexts, type Match, type SimilarPaper } from '@venuescout/contracts';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MatchCard } from './match-card';

const doiPaper: SimilarPaper = {
  title: 'Congestion control for datacenter networks',
  year: 2021,
  venue: 'NSDI',
  url: 'https://doi.org/10.5555/nsdi.2021.1',
  sharedTerms: ['congestion control', 'datacenter'],
};
const searchPaper: SimilarPaper = {
  title: 'Is TCP fair?',
  year: 2019,
  venue: 'NSDI',
  url: 'https://dblp.org/search?q=Is%20TCP%20fair%3F',
  sharedTerms: [],
};

const match = (similarPapers: SimilarPaper[], venue: Partial<Match['venue']> = {}): Match => ({
  venue: {
    id: 'conf/nsdi',
    acronym: 'NSDI',
    name: 'Networked Systems Design and Implementation',
    type: 'conference',
    url: 'https://www.usenix.org/conference/nsdi',
    description: 'A USENIX symposium.',
    region: 'north-america',
    ranks: {},
    nextDeadline: null,
    isRolling: false,
    notification: null,
    latestAcceptanceRate: null,
    ...venue,
  },
  relevance: 72,
  evidence: { level: 'papers', papers: 420 },
  explanation: {
    terms: ['congestion control'],
    areas: ['Networking'],
    areaSlugs: ['networking'],
    similarPapers,
  },
  recommendations: {
    contentAlignmentTips: ['Foreground the deployment.'],
    formattingGuidelines: [],
    scopeAdjustments: [],
    requiredSections: [],
    wordLimitInfo: null,
  },
});

function renderCard(similarPapers: SimilarPaper[], venue: Partial<Match['venue']> = {}) {
  return render(
    <MemoryRouter>
      <ul>
        <MatchCard
          match={match(similarPapers, venue)}
          isFavorite={false}
          isSaving={false}
          onSave={() => {}}
        />
      </ul>
    </MemoryRouter>,
  );
}

const similarSection = () => screen.getByRole('region', { name: 'Published papers like yours' });

describe('MatchCard', () => {
  it('cites the published papers like yours, each title linking to the paper in a new tab', () => {
    renderCard([doiPaper, searchPaper]);
    const items = within(similarSection()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '“Congestion control for datacenter networks.” NSDI 2021.',
      '“Is TCP fair?” NSDI 2019.',
    ]);
    for (const paper of [doiPaper, searchPaper]) {
      const link = within(similarSection()).getByRole('link', { name: paper.title });
      expect(link.getAttribute('href')).toBe(paper.url);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('says in "Why this venue" which of your terms each published paper shares', () => {
    renderCard([doiPaper, searchPaper]);
    expect(screen.queryByText(/What the published papers like yours share/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show advice and why this venue' }));
    const why = screen.getByRole('heading', { name: 'Why this venue' }).closest('section')!;
    const shared = within(why).getAllByRole('listitem');
    // The paper that shares no term by name is not listed as sharing any.
    expect(shared.map((item) => item.textContent)).toEqual([
      `“Congestion control for datacenter networks”: ${matchTexts.sharedTerms(doiPaper)}`,
    ]);
    expect(shared[0]!.textContent).toContain('“congestion control” and “datacenter”');
  });

  it('shows no published papers, and claims no shared terms, for a venue without any', () => {
    renderCard([]);
    expect(screen.queryByRole('region', { name: 'Published papers like yours' })).toBeNull();
    expect(screen.queryByText('Published papers like yours')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show advice and why this venue' }));
    expect(screen.getByText(/Your paper's terms: congestion control\./)).not.toBeNull();
    expect(screen.queryByText(/What the published papers like yours share/)).toBeNull();
  });

  it('shows, under the next deadline, when authors hear back and the latest acceptance rate', () => {
    renderCard([], {
      nextDeadline: {
        at: '2026-12-02T11:59:59.000Z',
        kind: 'paper',
        timezone: 'AoE',
        estimated: false,
        published: { date: '2026-12-01', time: '23:59', zone: 'AoE' },
      },
      notification: {
        at: '2027-02-10T11:59:59.000Z',
        timezone: 'AoE',
        published: { date: '2027-02-09', time: '23:59', zone: 'AoE' },
        estimated: false,
        weeksAfterDeadline: 10,
      },
      latestAcceptanceRate: { year: 2025, rate: 0.188, source: 'ccf-deadlines' },
    });
    expect(screen.getByText('Decision 9 Feb 2027 · ~10 weeks later')).not.toBeNull();
    expect(screen.getByText('Acceptance 18.8 % (2025, ccf-deadlines)')).not.toBeNull();
  });

  it('shows no decision or acceptance line for a venue without them', () => {
    renderCard([]);
    expect(screen.queryByText(/^Decision/)).toBeNull();
    expect(screen.queryByText(/^Acceptance/)).toBeNull();
  });
});
