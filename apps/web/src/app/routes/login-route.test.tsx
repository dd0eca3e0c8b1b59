import { screen } from '@testing-library/react';
import { messages } from '@venuescout/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { stubFetch } from '../../testing/stub-fetch';
import { LoginRoute } from './login-route';

const renderAt = (path: string) =>
  renderWithProviders(
    <RouterProvider
      router={createMemoryRouter([{ path: '/login', Component: LoginRoute }], { initialEntries: [path] })}
    />,
  );

describe('LoginRoute', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [
      'a confirmation link opened in another browser',
      '/login?confirmed=1&redirectTo=%2Fdashboard',
      messages.emailConfirmedSignIn,
    ],
    ['a protected page', '/login?redirectTo=%2Fhistory', 'Please sign in to continue.'],
    ['the deletion of their account', '/login?deleted=1', 'Your account has been deleted.'],
  ])('tells a visitor sent by %s why to sign in', async (_label, path, notice) => {
    stubFetch(401, { code: 'UNAUTHENTICATED', message: 'Sign in first' });
    renderAt(path);
    expect((await screen.findByRole('status')).textContent).toBe(notice);
  });

  it('shows no notice to a visitor who came to sign in', async () => {
    stubFetch(401, { code: 'UNAUTHENTICATED', message: 'Sign in first' });
    renderAt('/login');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
