import { findLatestMessage, findLink } from '../../fixtures/mailbox';
import { expect, test } from '../../fixtures/test';
import { uniqueEmail } from '../../fixtures/unique-email';

test('a new researcher registers, confirms by e-mail, signs out and signs back in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('ada');
  const password = 'analytical-engine-1843';
  const localPart = email.split('@')[0] as string;

  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Please check your email to confirm your account')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  // Registering does not sign in: the header still offers Sign In on the way home.
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  const confirmation = await findLatestMessage(request, email, 'Confirm');
  await page.goto(findLink(confirmation, '/api/auth/verify-email'));
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${localPart}` })).toBeVisible();

  await page.getByRole('button', { name: `Account menu for ${localPart}` }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${localPart}` })).toBeVisible();
});
