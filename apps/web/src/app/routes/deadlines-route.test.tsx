import { screen, within } from '@testing-library/react';
import type { UserDeadline } from '@venuescout/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatInLocal } from '../../lib/format-deadline';
import { renderWithProviders } from '../../testing/render-with-providers';
import { stubFetch } from '../../testing/stub-fetch';
import { UpcomingDeadlinesCard } from '../dashboard/upcoming-deadlines-card';
import { DeadlinesRoute } from './deadlines-route';

// 17:00 Pacific on 25 November 2030 is 01:00 UTC on the 26th: the UTC day would be a day late.
const vldb: UserDeadline = {
  venue: { id: 'conf/vldb', acronym: 'VLDB', name: 'Very Large Data Bases' },
  deadline: {
    at: '2030-11-26T01:00:00.000Z',
    kind: 'paper',
    timezone: 'PT',
    estimated: false,
    published: { date: '2030-11-25', time: '17:00', zone: 'PT' },
  },
  source: 'favorite',
};
const icml: UserDeadline = {
  venue: { id: 'conf/icml', acronym: 'ICML', name: 'International Conference on Machine Learning' },
  deadline: {
    at: '2031-01-30T11:59:59.000Z',
    kind: 'paper',
    timezone: 'AoE',
    estimated: true,
    basisYear: 2030,
    errorDays: 9,
    published: { date: '2031-01-29', time: '23:59', zone: 'AoE' },
  },
  source: 'match',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the deadlines page', () => {
  it('heads each deadline with the venue’s published time, then the reader’s time and a countdown', async () => {
    stubFetch(200, { items: [vldb, icml] });
    renderWithProviders(
      <MemoryRouter>
        <DeadlinesRoute />
      </MemoryRouter>,
    );
    const [known, estimated] = within(await screen.findByRole('list', { name: 'Deadlines' })).getAllByRole(
      'listitem',
    );
    const headline = within(known!).getByText('25 Nov 2030, 17:00 PT');
    expect(headline.getAttribute('datetime')).toBe(vldb.deadline.at);
    expect(known!.textContent).toContain(`Your time: ${formatInLocal(vldb.deadline.at)} · in `);
    expect(within(estimated!).getByText('around 29 Jan 2031, usually within ±9 days')).toBeTruthy();
    expect(estimated!.textContent).toContain('estimated from the 2030 edition');
    expect(estimated!.textContent).not.toContain('Your time');
  });
});

describe('the deadlines page on deadlines a refresh changed', () => {
  it('marks the changed deadline in words and leaves the others unmarked', async () => {
    const extended: UserDeadline = {
      ...vldb,
      deadline: {
        ...vldb.deadline,
        change: {
          change: 'extended',
          detectedAt: '2030-11-10T09:00:00.000Z',
          previous: { date: '2030-11-18', time: '17:00', zone: 'PT' },
          isPreviousEstimated: false,
          days: 7,
        },
      },
    };
    stubFetch(200, { items: [extended, icml] });
    renderWithProviders(
      <MemoryRouter>
        <DeadlinesRoute />
      </MemoryRouter>,
    );
    const [changed, estimated] = within(await screen.findByRole('list', { name: 'Deadlines' })).getAllByRole(
      'listitem',
    );
    expect(within(changed!).getByText('Extended by 7 days on 10 Nov')).toBeTruthy();
    expect(estimated!.textContent).not.toMatch(/Extended|Moved|Published/);
  });
});

describe('the dashboard’s upcoming deadlines', () => {
  it('shows each deadline on the day the venue published it', async () => {
    stubFetch(200, { items: [vldb, icml] });
    renderWithProviders(
      <MemoryRouter>
        <UpcomingDeadlinesCard />
      </MemoryRouter>,
    );
    expect((await screen.findByText('25 Nov 2030, 17:00 PT')).getAttribute('datetime')).toBe(
      vldb.deadline.at,
    );
    expect(screen.getByText('around 29 Jan 2031, usually within ±9 days')).toBeTruthy();
    expect(screen.queryByText(/26 Nov 2030/)).toBeNull();
  });
});
