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

test("a signed-in researcher's header leads to Submit, History, Deadlines and Favorites", async ({
  page,
  signedInAccount: _account,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  const destinations = [
    ['Submit', '/submit', 'Submit a Paper'],
    ['History', '/history', 'Submission History'],
    ['Deadlines', '/deadlines', 'Upcoming Deadlines'],
    ['Favorites', '/favorites', 'Favorite CFPs'],
  ] as const;
  for (const [name, path, heading] of destinations) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});
