import { expect, test } from '../../fixtures/test';

test('the header scrolls to a landing section, from another page too', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('banner').getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL('/#how-it-works');
  await expect(page.getByRole('heading', { name: 'From abstract to venue in four steps' })).toBeInViewport();

  await page.getByRole('banner').getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL('/#features');
  await expect(
    page.getByRole('heading', { name: 'Everything you need to choose where to submit' }),
  ).toBeInViewport();
  // Focus follows the view, so the next Tab continues inside the section.
  await expect(page.locator('#features')).toBeFocused();
});

test('See How It Works scrolls to the features', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'See How It Works' }).click();
  await expect(
    page.getByRole('heading', { name: 'Everything you need to choose where to submit' }),
  ).toBeInViewport();
});

test('Get Started Free leads a visitor to registration', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started Free' }).first().click();
  await expect(page).toHaveURL('/register');
});

test('Get Started Free leads a signed-in researcher to the dashboard', async ({ page, signedInAccount }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started Free' }).first().click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Welcome, ${signedInAccount.email.split('@')[0]}`,
  );
});
