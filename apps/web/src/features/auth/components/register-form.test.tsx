import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@venuescout/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubFetch } from '../../../testing/stub-fetch';
import { RegisterForm } from './register-form';

const fill = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

const passwordHint = 'At least 8 characters.';

/** What assistive technology reads for each invalid field: its description, minus the standing hint. */
const invalidFieldMessages = () =>
  Array.from(document.querySelectorAll('[aria-invalid="true"]')).flatMap((field) =>
    (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .filter((text) => text !== undefined && text !== passwordHint),
  );

describe('RegisterForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['both fields empty', '', '', ['Email and password are required', 'Email and password are required']],
    ['an invalid e-mail', 'not-an-email', 'long-enough-1', ['Please enter a valid email address.']],
    ['a short password', 'ada@example.org', 'short', ['Password must be at least 8 characters long']],
  ])('shows field messages for %s without calling the server', (_case, email, password, expected) => {
    const fetchMock = stubFetch(200, {});
    renderWithProviders(<RegisterForm />);
    fill(email, password);
    submit();
    expect(invalidFieldMessages()).toEqual(expected);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  // The estimator loads lazily with its dictionaries, which takes a moment in tests.
  const estimatorWait = { timeout: 15_000 };

  it('explains why a common password is weak while it is typed, and refuses it without calling the server', async () => {
    const fetchMock = stubFetch(200, {});
    renderWithProviders(<RegisterForm />);
    fill('ada@example.org', 'Password1!');
    const feedback = await screen.findByText(
      /^Too easy to guess\. .*commonly used password/u,
      {},
      estimatorWait,
    );
    const field = screen.getByLabelText('Password');
    expect(field.getAttribute('aria-describedby')).toContain(feedback.id);
    submit();
    const [message] = invalidFieldMessages();
    expect(message?.slice(0, messages.passwordTooCommon.length)).toBe(messages.passwordTooCommon);
    expect(message).toContain('Add more words that are less common.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the e-mail address as weak when it is the password', async () => {
    renderWithProviders(<RegisterForm />);
    fill('ada.lovelace@example.org', 'ada.lovelace@example.org');
    expect(
      await screen.findByText(/There should not be any personal or page related data\./u, {}, estimatorWait),
    ).toBeDefined();
  });

  it('says when a passphrase is hard to guess', async () => {
    renderWithProviders(<RegisterForm />);
    fill('ada@example.org', 'lantern quiet orchard river');
    expect(await screen.findByText('Hard to guess: this password will do.', {}, estimatorWait)).toBeDefined();
  });

  it('marks the invalid field and moves focus to it', () => {
    stubFetch(200, {});
    renderWithProviders(<RegisterForm />);
    fill('ada@example.org', 'short');
    submit();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
  });

  it('confirms, clears the fields and names the account after the e-mail on success', async () => {
    const fetchMock = stubFetch(200, { token: null });
    renderWithProviders(<RegisterForm />);
    fill('ada.lovelace@example.org', 'correct horse battery');
    submit();
    expect(await screen.findByText('Please check your email to confirm your account')).toBeDefined();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/sign-up/email');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ada.lovelace@example.org',
      password: 'correct horse battery',
      name: 'ada.lovelace',
      callbackURL: '/dashboard',
    });
  });

  it('explains that the account already exists and keeps what was typed', async () => {
    stubFetch(422, { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists' });
    renderWithProviders(<RegisterForm />);
    fill('ada@example.org', 'correct horse battery');
    submit();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'An account with this email already exists. Please sign in instead.',
    );
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada@example.org'));
  });
});
