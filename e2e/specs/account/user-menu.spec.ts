import { expect, test } from '../../fixtures/test';

test('the account menu works by keyboard', async ({ page, signedInAccount }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', {
    name: `Account menu for ${signedInAccount.email.split('@')[0]}`,
  });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(`Signed in as ${signedInAccount.email}`)).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Profile Settings' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/profile');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
