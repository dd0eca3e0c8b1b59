import { expect, test } from '../../fixtures/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the mobile menu opens, mirrors the header and closes after choosing', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const banner = page.getByRole('banner');
  for (const name of ['Features', 'How It Works', 'Get Started', 'Pricing', 'Sign In']) {
    await expect(banner.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }

  await banner.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
});

test('the mobile menu works by keyboard and closes with Escape', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Features' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('a signed-in researcher reaches the dashboard and signs out from the mobile menu', async ({
  page,
  signedInAccount,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const banner = page.getByRole('banner');
  await expect(banner.getByText(signedInAccount.email)).toBeVisible();
  await banner.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');

  await page.getByRole('button', { name: 'Menu' }).click();
  await banner.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
});
