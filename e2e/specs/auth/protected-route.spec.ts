import { expect, test } from '../../fixtures/test';

test('a protected page sends a signed-out visitor to sign in, then back to that page', async ({
  page,
  confirmedAccount,
}) => {
  await page.goto('/history');
  await expect(page).toHaveURL('/login?redirectTo=%2Fhistory');
  await expect(page.getByText('Please sign in to continue.')).toBeVisible();

  await page.getByLabel('Email').fill(confirmedAccount.email);
  await page.getByLabel('Password', { exact: true }).fill(confirmedAccount.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL('/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Submission History' })).toBeVisible();
  await expect(page.getByText('No analyses yet.')).toBeVisible();
});

test('a redirect to another site is ignored after signing in', async ({ page, confirmedAccount }) => {
  await page.goto('/login?redirectTo=https%3A%2F%2Fevil.example%2F');
  await page.getByLabel('Email').fill(confirmedAccount.email);
  await page.getByLabel('Password', { exact: true }).fill(confirmedAccount.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL('/dashboard');
});
