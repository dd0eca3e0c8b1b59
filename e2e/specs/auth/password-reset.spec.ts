import { findLatestMessage } from '../../fixtures/mailbox';
import { expect, test } from '../../fixtures/test';

test('a researcher who forgot the password resets it by e-mail and signs in with the new one', async ({
  page,
  request,
  confirmedAccount,
}) => {
  const newPassword = 'a-brand-new-password';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/reset-password');
  await page.getByLabel('Email').fill(confirmedAccount.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent a link to reset the password');

  const message = await findLatestMessage(request, confirmedAccount.email, 'Reset');
  const link = message.links.find((candidate) => candidate.includes('/reset-password'));
  expect(link, 'the e-mail carries a reset link').toBeDefined();
  await page.goto(link as string);
  await expect(page).toHaveURL(/\/reset-password\?token=/);

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill('something-else-entirely');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('New passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Your password has been reset. You can now sign in.')).toBeVisible();

  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await page.getByLabel('Email').fill(confirmedAccount.email);
  await page.getByLabel('Password', { exact: true }).fill(confirmedAccount.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid email or password. Please check your credentials and try again.',
  );

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('an expired or used reset link asks for a new one', async ({ page }) => {
  await page.goto('/reset-password?error=INVALID_TOKEN');
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link is invalid or has expired. Please request a new one.',
  );
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
});
