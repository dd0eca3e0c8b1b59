import { expect, test } from '../../fixtures/test';
import { uniqueEmail } from '../../fixtures/unique-email';

test('a wrong password says the credentials are invalid', async ({ page, confirmedAccount }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(confirmedAccount.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    'Invalid email or password. Please check your credentials and try again.',
  );
  await expect(page).toHaveURL('/login');
});

test('signing in before confirming the e-mail asks to confirm it', async ({ page }) => {
  const email = uniqueEmail('unconfirmed');
  const password = 'waiting-for-the-link';
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please check your email to confirm your account')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    'Please check your email and click the confirmation link before signing in.',
  );
});

test('registering an address that already has an account says so', async ({ page, confirmedAccount }) => {
  await page.goto('/register');
  await page.getByLabel('Email').fill(confirmedAccount.email);
  await page.getByLabel('Password', { exact: true }).fill('another-password-1');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    'An account with this email already exists. Please sign in instead.',
  );
});

test('empty and short inputs get field messages before anything is sent', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Email and password are required')).toHaveCount(2);
  await expect(page.getByLabel('Email')).toBeFocused();

  await page.getByLabel('Email').fill('someone@example.org');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
});
