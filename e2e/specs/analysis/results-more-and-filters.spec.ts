import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createAnalysis } from '../../fixtures/create-analysis';
import { expect, test } from '../../fixtures/test';

const cardsOf = (page: Page) => page.getByRole('list', { name: 'Matched venues' }).locator(':scope > li');

/** The "ACRONYM — Full name" heading of a card. */
const headingOf = async (page: Page, index: number) =>
  (await cardsOf(page).nth(index).getByRole('heading', { level: 2 }).textContent())!;

test('shows twenty venues, then fifty, filters by rank, and remembers a dismissed venue with undo', async ({
  page,
  baseURL,
  signedInAccount: _account,
}) => {
  const id = await createAnalysis(page.request, baseURL!);
  await page.goto(`/matches/${id}`);
  const cards = cardsOf(page);
  await expect(cards).toHaveCount(20);
  await expect(page.getByText('Showing 20 of 50')).toBeVisible();

  await page.getByRole('button', { name: /^Show more/ }).click();
  await expect(cards).toHaveCount(50);
  await expect(page.getByText('Showing 50 of 50')).toBeVisible();
  await expect(cards.nth(20)).toBeFocused();
  await expect(page.getByRole('button', { name: /^Show more/ })).toHaveCount(0);

  const first = await headingOf(page, 0);
  const acronym = first.split(' — ')[0]!;
  await cards
    .nth(0)
    .getByRole('button', { name: `Dismiss ${acronym}` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `${acronym} dismissed` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
  await expect(cards).toHaveCount(49);
  await expect(page.getByRole('heading', { level: 2, name: first })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show dismissed (1)' })).toBeVisible();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cards).toHaveCount(50);
  await expect(cards.nth(0).getByRole('heading', { level: 2 })).toHaveText(first);
  await expect(cards.nth(0)).toBeFocused();
  await expect(page.getByRole('button', { name: /^Show dismissed/ })).toHaveCount(0);

  // Dismissed again, the venue stays dismissed after a reload, and "Show dismissed" brings it back.
  await cards
    .nth(0)
    .getByRole('button', { name: `Dismiss ${acronym}` })
    .click();
  await expect(page.getByRole('button', { name: 'Show dismissed (1)' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Showing 20 of 49')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: first })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show dismissed (1)' }).click();
  await expect(page.getByRole('heading', { level: 2, name: first })).toBeVisible();
  await page.getByRole('button', { name: `Restore ${acronym}` }).click();
  await expect(page.getByRole('button', { name: /^Show dismissed/ })).toHaveCount(0);
  await expect(page.getByText('Showing 20 of 50')).toBeVisible();

  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('combobox', { name: 'Rank', exact: true }).selectOption({ label: 'CORE A*' });
  await expect(page.getByText(/^Showing \d+ of \d+$/)).not.toHaveText('Showing 20 of 50');
  const ranked = await cards.count();
  expect(ranked).toBeGreaterThan(0);
  for (let index = 0; index < ranked; index += 1) {
    await expect(cards.nth(index).getByRole('list', { name: 'Ranks' })).toContainText('CORE A*');
  }
  await page.getByRole('combobox', { name: 'Deadline within' }).selectOption({ label: '12 months' });
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Conferences' });
  for (const card of await cards.all()) await expect(card).toContainText('Conference');
});

test('the results page with filters open and a dismissed venue passes axe and fits a phone', async ({
  page,
  baseURL,
  signedInAccount: _account,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await createAnalysis(page.request, baseURL!);
  await page.goto(`/matches/${id}`);
  const cards = cardsOf(page);
  await expect(cards).toHaveCount(20);
  await page.getByRole('button', { name: 'Filters' }).click();
  await cards
    .nth(1)
    .getByRole('button', { name: /^Dismiss / })
    .click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await page.getByRole('button', { name: 'Show dismissed (1)' }).click();
  await expect(page.getByRole('button', { name: /^Restore / })).toBeVisible();

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
