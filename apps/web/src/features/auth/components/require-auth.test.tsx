import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { makeMe } from '../../../testing/make-me';
import { stubFetch } from '../../../testing/stub-fetch';
import { RequireAuth } from './require-auth';

function ShowLocation() {
  const location = useLocation();
  return <p>At {`${location.pathname}${location.search}`}</p>;
}

const renderAt = (path: string) =>
  renderWithProviders(
    <RouterProvider
      router={createMemoryRouter(
        [
          { Component: RequireAuth, children: [{ path: '/history', element: <p>Your history</p> }] },
          { path: '/login', Component: ShowLocation },
        ],
        { initialEntries: [path] },
      )}
    />,
  );

const me = makeMe();

describe('RequireAuth', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a loading state while the session is restored', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderAt('/history');
    expect(screen.getByRole('status').textContent).toBe('Loading your session…');
  });

  it('sends a signed-out visitor to sign in, remembering the page', async () => {
    stubFetch(401, { code: 'UNAUTHENTICATED', message: 'Sign in first' });
    renderAt('/history?sort=date');
    expect(await screen.findByText('At /login?redirectTo=%2Fhistory%3Fsort%3Ddate')).toBeDefined();
  });

  it('shows the page to a signed-in user', async () => {
    stubFetch(200, me);
    renderAt('/history');
    expect(await screen.findByText('Your history')).toBeDefined();
  });

  it('shows an error, not the sign-in page, when the session cannot be checked', async () => {
    stubFetch(500, { code: 'INTERNAL', message: 'Something broke' });
    renderAt('/history');
    expect(await screen.findByText('We could not check your session')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
