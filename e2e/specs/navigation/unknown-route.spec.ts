import { expect, test } from '@playwright/test';

test('an unknown address goes to the landing page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find the right venue for your paper' }),
  ).toBeVisible();
});
