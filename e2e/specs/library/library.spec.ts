import type { Page } from '@playwright/test';
import { createAnalysis, nlpPaper } from '../../fixtures/create-analysis';
import { expect, test } from '../../fixtures/test';

async function addFavorite(page: Page, baseURL: string, venueId: string) {
  const response = await page.request.post('/api/favorites', {
    data: { venueId },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status()).toBe(201);
}

test('the dashboard shows real analyses, deadlines and favourites', async ({
  page,
  baseURL,
  signedInAccount: _account,
}) => {
  await createAnalysis(page.request, baseURL!);
  await addFavorite(page, baseURL!, 'conf/acl');
  await page.goto('/dashboard');
  await expect(page.getByText('Free plan: 1/2 submissions used')).toBeVisible();
  await expect(page.getByText('1/2 favorites used')).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent Papers' });
  await expect(recent.getByRole('link', { name: new RegExp(nlpPaper.title) })).toBeVisible();
  const favorites = page.getByRole('region', { name: 'Favorite CFPs' });
  await expect(favorites.getByRole('link', { name: 'ACL', exact: true })).toHaveAttribute('target', '_blank');
  const deadlines = page.getByRole('region', { name: 'Upcoming Deadlines' });
  await expect(deadlines.getByText(/^in \d+ (day|hour|minute)s?$/).first()).toBeVisible();
  await recent.getByRole('link', { name: new RegExp(nlpPaper.title) }).click();
  await expect(page).toHaveURL(/\/matches\/[0-9a-f-]{36}$/);
});

test('history lists analyses and opens their own results', async ({
  page,
  baseURL,
  signedInAccount: _account,
}) => {
  const id = await createAnalysis(page.request, baseURL!);
  await page.goto('/history');
  const analyses = page.getByRole('list', { name: 'Analyses' }).getByRole('listitem');
  await expect(analyses).toHaveCount(1);
  // Each entry opens its results; its second link, Edit and re-run, is tested on its own.
  const item = analyses.getByRole('link').filter({ hasNotText: 'Edit and re-run' });
  await expect(item).toContainText(nlpPaper.theme);
  await expect(item).toContainText('machine translation');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/matches/${id}$`));
});

test('favourites can be listed, exported and removed', async ({
  page,
  baseURL,
  signedInAccount: _account,
}) => {
  await addFavorite(page, baseURL!, 'conf/acl');
  await addFavorite(page, baseURL!, 'conf/neurips');
  await page.goto('/favorites');
  const list = page.getByRole('list', { name: 'Favorites' }).locator(':scope > li');
  await expect(list).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await new Promise<string>((resolve) => {
    let text = '';
    void download.createReadStream().then((stream) => {
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => resolve(text));
    });
  });
  expect(csv.split('\r\n')).toHaveLength(3);
  expect(csv).toContain('NeurIPS');
  await page.getByRole('button', { name: 'Remove ACL from favorites' }).click();
  await expect(list).toHaveCount(1);
  await page.goto('/dashboard');
  await expect(page.getByText('1/2 favorites used')).toBeVisible();
});

test('deadlines show the venue’s published time with a countdown, and the past switch', async ({
  page,
  baseURL,
  signedInAccount: _account,
}) => {
  await addFavorite(page, baseURL!, 'conf/acl');
  await page.goto('/deadlines');
  const items = page.getByRole('list', { name: 'Deadlines' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  await expect(items.first()).toContainText(/in \d+ (day|hour|minute)s?/);
  // The day as ACL published it, in UTC−12 ("15 Jan 2027, 23:59 AoE"), or an estimate's day ("around …").
  await expect(items.first()).toContainText(
    /\d{1,2} [A-Z][a-z]{2} \d{4}, 23:59 AoE|around \d{1,2} [A-Z][a-z]{2} \d{4}/,
  );
  await expect(items.first()).toContainText('Favorite');
  const upcoming = await items.count();
  await page.getByRole('switch', { name: 'Show past deadlines' }).check();
  await expect(page.getByText(/passed \d+ (day|hour|minute)s? ago/).first()).toBeVisible();
  expect(await items.count()).toBeGreaterThan(upcoming);
  const ics = await page.request.get('/api/calendar.ics');
  expect(await ics.text()).toContain('BEGIN:VEVENT');

  await page.getByLabel('Search deadlines').fill('no such venue');
  await expect(items).toHaveCount(0);
  await expect(page.getByText('No deadline matches these filters.')).toBeVisible();
  await page.getByLabel('Search deadlines').fill('computational linguistics');
  await expect(items.first()).toContainText('ACL');
  await expect(items.filter({ hasNotText: 'ACL' })).toHaveCount(0);
  // This researcher has no analyses: only favourites have deadlines.
  await page.getByLabel('Show', { exact: true }).selectOption('match');
  await expect(items).toHaveCount(0);
  await expect(page.getByText('No deadline matches these filters.')).toBeVisible();
  await page.getByLabel('Show', { exact: true }).selectOption('favorite');
  await expect(items.first()).toContainText('Favorite');
});

test('a password change signs in with the new password only', async ({ page, signedInAccount: account }) => {
  await page.goto('/profile');
  await page.getByLabel('Current password', { exact: true }).fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill('a brand new password');
  await page.getByLabel('Confirm new password', { exact: true }).fill('something else');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('New passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password', { exact: true }).fill('a brand new password');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByText('Invalid email or password. Please check your credentials and try again.'),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('a brand new password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('deleting the account needs the typed e-mail, signs out and removes the account', async ({
  page,
  signedInAccount: account,
}) => {
  await page.goto('/profile');
  const remove = page.getByRole('button', { name: 'Delete account' });
  await expect(remove).toBeDisabled();
  await page.getByLabel(`Type ${account.email} to confirm`).fill(account.email);
  await expect(remove).toBeDisabled();
  await page.getByLabel('Your password', { exact: true }).fill(account.password);
  await remove.click();
  // Signed out at once: the sign-in page says why, and the header names no user any more.
  await expect(page).toHaveURL(/\/login\?deleted=1$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByText('Invalid email or password. Please check your credentials and try again.'),
  ).toBeVisible();
});
