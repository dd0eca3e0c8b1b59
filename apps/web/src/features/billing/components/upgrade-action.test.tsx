import { fireEvent, screen } from '@testing-library/react';
import type { Me } from '@venuescout/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate } from '../../../lib/format-long-date';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { makeMe } from '../../../testing/make-me';
import { stubFetch } from '../../../testing/stub-fetch';
import { UpgradeAction } from './upgrade-action';

const me = makeMe({
  limits: { currentSubmissions: 2, maxSubmissions: 2, currentFavorites: 0, maxFavorites: 2 },
});

/** Renders on a router, since the sign-in hint links to the login page. */
const renderAction = (account: Me | null) =>
  renderWithProviders(
    <MemoryRouter>
      <UpgradeAction me={account} />
    </MemoryRouter>,
  );

const upgrade = () => fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));

describe('UpgradeAction', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [
      'the server refuses with a message',
      409,
      { code: 'CONFLICT', message: 'You are already on the Pro plan.' },
      'You are already on the Pro plan.',
    ],
    [
      'the server fails without a message',
      503,
      { code: 'UNAVAILABLE', message: '' },
      'Failed to create checkout session',
    ],
    ['the answer has no checkout URL', 201, { url: null }, 'No checkout URL received'],
    ['the answer is not the API’s', 502, '<html>Bad gateway</html>', 'Failed to create checkout session'],
  ])('shows the checkout error when %s', async (_case, status, body, shown) => {
    stubFetch(status, body);
    renderAction(me);
    upgrade();
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
  });

  it('tells a Pro user whose subscription was cancelled until when Pro runs', () => {
    const cancelAt = '2026-12-25T12:00:00.000Z';
    renderAction(makeMe({ plan: 'pro', cancelAt }));
    expect(screen.getByText(`You are on the Pro plan until ${formatLongDate(cancelAt)}.`)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it('falls back to the interface text when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderAction(me);
    upgrade();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to start checkout process. Please try again.',
    );
  });

  it('asks a signed-out visitor to sign in first, without calling the server', async () => {
    const fetchMock = stubFetch(201, { url: 'http://localhost:3000/billing/test-checkout/x' });
    renderAction(null);
    upgrade();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No authentication session found');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?redirectTo=%2Fpricing',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the browser to the checkout URL the server returns', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = stubFetch(201, { url: 'http://localhost:3000/billing/test-checkout/abc' });
    renderAction(me);
    upgrade();
    expect(await screen.findByText('Starting checkout…')).toBeDefined();
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/billing/test-checkout/abc');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual(['/api/billing/checkout', 'POST', '{}']);
  });
});
