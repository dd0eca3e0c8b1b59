import { render, screen } from '@testing-library/react';
import type { VenueSummary } from '@venuescout/contracts';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VenueCard } from './venue-card';

const venue: VenueSummary = {
  id: 'conf/iclr',
  acronym: 'ICLR',
  name: 'International Conference on Learning Representations',
  type: 'conference',
  aliases: [],
  areas: ['machine-learning'],
  areaLabels: ['Machine learning'],
  ranks: { core: 'A*' },
  h5Index: 304,
  url: null,
  dblp: null,
  region: 'south-america',
  nextDeadline: {
    at: '2026-09-25T11:59:59.000Z',
    kind: 'paper',
    timezone: 'AoE',
    estimated: false,
    published: { date: '2026-09-24', time: '23:59', zone: 'AoE' },
  },
  isRolling: false,
  notification: {
    at: '2027-01-26T11:59:59.000Z',
    timezone: 'AoE',
    published: { date: '2027-01-25', time: '23:59', zone: 'AoE' },
    estimated: true,
    weeksAfterDeadline: 18,
    basisYear: 2026,
  },
  latestAcceptanceRate: { year: 2025, rate: 0.3208, source: 'ccf-deadlines' },
};

describe('VenueCard', () => {
  it('shows the estimated decision and the latest acceptance rate under the next deadline', () => {
    render(
      <MemoryRouter>
        <ul>
          <VenueCard venue={venue} />
        </ul>
      </MemoryRouter>,
    );
    const deadline = screen.getByText('24 Sep 2026, 23:59 AoE');
    const decision = screen.getByText('Decision ~18 weeks after the deadline (estimated from 2026)');
    expect(deadline.compareDocumentPosition(decision) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Acceptance 32.1 % (2025, ccf-deadlines)')).not.toBeNull();
  });
});
