import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paperDraftKey } from '../../../lib/paper-draft-key';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubFetch } from '../../../testing/stub-fetch';
import { DeleteAccount } from './delete-account';

const email = 'ada@example.org';

const renderForm = () =>
  renderWithProviders(
    <MemoryRouter>
      <DeleteAccount email={email} />
    </MemoryRouter>,
  );

const fillIn = (password: string) => {
  fireEvent.change(screen.getByLabelText(`Type ${email} to confirm`), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Your password'), { target: { value: password } });
};

describe('DeleteAccount', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the e-mail address and the password, sends both, and forgets paper drafts', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    const fetchMock = stubFetch(204, null);
    window.localStorage.setItem(paperDraftKey('user-1'), JSON.stringify({ title: 'Unfinished' }));
    renderForm();
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

  it('loads the sign-in page afresh, which says the account is deleted, once the server has deleted it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch(204, null);
    renderForm();
    fillIn('my secret pw');
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login?deleted=1'));
  });

  it('stays on the page with the reason when the server keeps the account', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch(400, { code: 'VALIDATION_FAILED', message: 'The password is not correct.' });
    renderForm();
    fillIn('wrong pw');
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The password is not correct.');
    expect(assign).not.toHaveBeenCalled();
  });
});
