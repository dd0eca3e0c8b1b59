import { expect, test } from '../../fixtures/test';

test('the dashboard greets the researcher and shows the free plan usage', async ({
  page,
  signedInAccount,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Welcome, ${signedInAccount.email.split('@')[0]}`,
  );
  await expect(page.getByRole('heading', { name: 'Submit a Paper' })).toBeVisible();
  await expect(page.getByText('Free plan: 0/2 submissions used')).toBeVisible();
  await expect(page.getByText('0/2 favorites used')).toBeVisible();
});

test('the profile shows the account, its plan and when it was created', async ({ page, signedInAccount }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('link', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL('/profile');
  const account = page.getByRole('region', { name: 'Account', exact: true });
  await expect(account.getByText(signedInAccount.email)).toBeVisible();
  await expect(account.getByText('Free', { exact: true })).toBeVisible();
  const today = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(),
  );
  await expect(account.getByText(today)).toBeVisible();
});
