import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signInThroughApi } from '../../fixtures/accounts';
import { expect, test } from '../../fixtures/test';

const systemsPaper = {
  title: 'A log-structured file system for persistent memory',
  theme: 'Operating systems',
  abstract:
    'We design a kernel file system with crash consistency for non-volatile memory and evaluate its throughput against ext4 on SSDs.',
};

async function fillBasics(page: Page) {
  await page.getByLabel('Paper title').fill(systemsPaper.title);
  await page.getByLabel('Main theme/domain').fill(systemsPaper.theme);
}

async function continueToKeywords(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Abstract')).toBeFocused();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel(/^Keywords/)).toBeFocused();
}

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.includes('paper-draft')));

test('what is typed survives a reload, and finding matches clears it', async ({
  page,
  signedInAccount: _account,
}) => {
  await page.goto('/submit');
  await fillBasics(page);
  // At once, without waiting for the typing pause: leaving the page writes the draft.
  await page.reload();
  await expect(page.getByText('Draft restored')).toBeVisible();
  await expect(page.getByLabel('Paper title')).toHaveValue(systemsPaper.title);
  await expect(page.getByLabel('Main theme/domain')).toHaveValue(systemsPaper.theme);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Abstract').fill(systemsPaper.abstract);
  await page.getByRole('button', { name: 'Continue' }).click();
  const keywords = page.getByLabel(/^Keywords/);
  await keywords.fill('crash consistency');
  await keywords.press('Enter');
  await expect
    .poll(() => page.evaluate(() => JSON.stringify(window.localStorage)))
    .toContain('crash consistency');

  await page.reload();
  await expect(page.getByText('Draft restored')).toBeVisible();
  await continueToKeywords(page);
  await expect(page.getByRole('list', { name: 'Chosen keywords' })).toHaveText('crash consistency');
  await page.getByRole('button', { name: 'Find Matching CFPs' }).click();
  await expect(page).toHaveURL(/\/matches\/[0-9a-f-]{36}$/);
  expect(await draftKeys(page)).toEqual([]);

  await page.goto('/submit');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a Paper' })).toBeVisible();
  await expect(page.getByLabel('Paper title')).toHaveValue('');
  await expect(page.getByText('Draft restored')).toHaveCount(0);
});

test('Start over empties the wizard, and signing out forgets the draft', async ({
  page,
  baseURL,
  signedInAccount,
}) => {
  await page.goto('/submit');
  await fillBasics(page);
  await page.reload();
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByText('Draft restored')).toHaveCount(0);
  await expect(page.getByLabel('Paper title')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Paper title')).toHaveValue('');

  await fillBasics(page);
  await expect.poll(() => draftKeys(page)).toHaveLength(1);
  await page.getByRole('button', { name: `Account menu for ${signedInAccount.email.split('@')[0]}` }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(await draftKeys(page)).toEqual([]);
  await signInThroughApi(page.request, signedInAccount, new URL(baseURL!).origin);
  await page.goto('/submit');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a Paper' })).toBeVisible();
  await expect(page.getByLabel('Paper title')).toHaveValue('');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the keyword step offers the paper's field, keeps focus after the fifth keyword, and is accessible", async ({
    page,
    signedInAccount: _account,
  }) => {
    await page.goto('/submit');
    await fillBasics(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Abstract').fill(systemsPaper.abstract);
    await page.reload();
    await expect(page.getByText('Draft restored')).toBeVisible();
    await continueToKeywords(page);

    const suggestions = page.getByRole('button', { name: /^\+ / });
    await page.getByRole('button', { name: 'Suggest keywords from my paper’s field' }).click();
    await expect(page.getByRole('button', { name: '+ storage' })).toBeVisible();
    await expect(suggestions).toHaveCount(8);
    await expect(page.getByRole('button', { name: '+ Machine Learning' })).toHaveCount(0);

    const keywords = page.getByLabel(/^Keywords/);
    await keywords.fill('crash consistency, kernel, nvm, ext4');
    await keywords.press('Enter');
    await keywords.fill('throughput');
    await keywords.press('Enter');
    await expect(page.getByRole('list', { name: 'Chosen keywords' }).getByRole('listitem')).toHaveCount(5);
    await expect(keywords).toBeFocused();
    await expect(keywords).toHaveAttribute('placeholder', 'Five keywords chosen');

    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
