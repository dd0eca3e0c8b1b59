import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paperDraftKey } from '../../../lib/paper-draft-key';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubFetch } from '../../../testing/stub-fetch';
import { DeleteAccount } from './delete-account';

const email = 'ada@example.org';

describe('DeleteAccount', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the e-mail address and the password, sends both, and forgets paper drafts', async () => {
    const fetchMock = stubFetch(204, null);
    window.localStorage.setItem(paperDraftKey('user-1'), JSON.stringify({ title: 'Unfinished' }));
    renderWithProviders(
      <MemoryRouter>
        <DeleteAccount email={email} />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Delete account' });
    fireEvent.change(screen.getByLabelText(`Type ${email} to confirm`), { target: { value: email } });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'my secret pw' } });
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/account');
    expect(init.method).toBe('DELETE');
    expect(JSON.parse(String(init.body))).toEqual({ confirmEmail: email, password: 'my secret pw' });
    await waitFor(() => expect(window.localStorage.getItem(paperDraftKey('user-1'))).toBeNull());
  });
});
