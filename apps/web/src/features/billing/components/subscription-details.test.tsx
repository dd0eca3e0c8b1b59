import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate } from '../../../lib/format-long-date';
import { makeMe } from '../../../testing/make-me';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubFetch } from '../../../testing/stub-fetch';
import { SubscriptionDetails } from './subscription-details';

const periodEnd = '2026-12-25T12:00:00.000Z';
const pro = (cancelAt: string | null) =>
  makeMe({
    plan: 'pro',
    limits: { currentSubmissions: 3, maxSubmissions: null, currentFavorites: 0, maxFavorites: null },
    subscription: { provider: 'test', status: 'active', currentPeriodEnd: periodEnd, hasPortal: false },
    cancelAt,
  });

const renderDetails = (me: ReturnType<typeof makeMe>) =>
  renderWithProviders(
    <MemoryRouter>
      <SubscriptionDetails me={me} />
    </MemoryRouter>,
  );

describe('SubscriptionDetails', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says cancelling keeps Pro until the end of the paid period, in test mode too', () => {
    renderDetails(pro(null));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(
      screen.getByText(
        `Pro stays active until ${formatLongDate(periodEnd)}, then your account returns to the free plan.`,
      ),
    ).toBeDefined();
  });

  it('shows when a cancelled Pro ends and resumes it', async () => {
    const fetchMock = stubFetch(200, { plan: 'pro', cancelAt: null });
    renderDetails(pro(periodEnd));
    expect(screen.getByText(new RegExp(`^Pro until ${formatLongDate(periodEnd)}\\.`))).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keep Pro (resume subscription)' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/billing/resume');
    expect(init.method).toBe('POST');
  });
});
