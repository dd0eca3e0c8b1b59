import { fireEvent, screen } from '@testing-library/react';
import { messages } from '@venuescout/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubFetch } from '../../../testing/stub-fetch';
import { ChangePasswordForm } from './change-password-form';

const email = 'grace.hopper@example.org';
// The estimator loads lazily with its dictionaries, which takes a moment in tests.
const estimatorWait = { timeout: 15_000 };

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ChangePasswordForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the estimator's advice for the account's own e-mail and refuses it without calling the server", async () => {
    const fetchMock = stubFetch(200, {});
    renderWithProviders(<ChangePasswordForm email={email} />);
    fill('Current password', 'lantern quiet orchard river');
    fill('New password', `${email}1`);
    fill('Confirm new password', `${email}1`);
    expect(
      await screen.findByText(/^Too easy to guess\. There should not be any personal/u, {}, estimatorWait),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    const error = screen.getByText((text) => text.startsWith(messages.passwordTooCommon));
    expect(error.textContent).toContain('There should not be any personal or page related data.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a strong passphrase', async () => {
    const fetchMock = stubFetch(200, {});
    renderWithProviders(<ChangePasswordForm email={email} />);
    fill('Current password', 'lantern quiet orchard river');
    fill('New password', 'copper kettle whistles twice');
    fill('Confirm new password', 'copper kettle whistles twice');
    expect(await screen.findByText('Hard to guess: this password will do.', {}, estimatorWait)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText(messages.passwordUpdated)).toBeDefined();
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
