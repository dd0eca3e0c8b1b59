import AxeBuilder from '@axe-core/playwright';
import { createAnalysis, nlpPaper } from '../../fixtures/create-analysis';
import { expect, test } from '../../fixtures/test';

test('Edit and re-run from the history fills the wizard, and submitting adds a second analysis', async ({
  page,
  baseURL,
  signedInAccount: _account,
}) => {
  await createAnalysis(page.request, baseURL!);
  await page.goto('/history');
  await page.getByRole('link', { name: `Edit and re-run “${nlpPaper.title}”` }).click();

  await expect(page).toHaveURL(`${baseURL}/submit`);
  await expect(page.getByText(`Editing a copy of “${nlpPaper.title}”`)).toBeVisible();
  await expect(page.getByLabel('Paper title')).toHaveValue(nlpPaper.title);
  await expect(page.getByLabel('Main theme/domain')).toHaveValue(nlpPaper.theme);
  const revised = `${nlpPaper.title}, revised`;
  await page.getByLabel('Paper title').fill(revised);
  // Edits survive a reload, as anything typed in the wizard does.
  await page.reload();
  await expect(page.getByLabel('Paper title')).toHaveValue(revised);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Abstract')).toHaveValue(nlpPaper.abstract);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('list', { name: 'Chosen keywords' }).getByRole('listitem')).toHaveText(
    nlpPaper.keywords,
  );
  await page.getByRole('button', { name: 'Find Matching CFPs' }).click();
  await expect(page).toHaveURL(/\/matches\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`For “${revised}”`)).toBeVisible();

  await page.goto('/history');
  const entries = page.getByRole('list', { name: 'Analyses' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(revised);
  await expect(entries.nth(1)).toContainText(nlpPaper.title);

  // The edit links fit a phone without sideways scrolling, on the history and on a result page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('link', { name: `Edit and re-run “${revised}”` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await entries.first().getByRole('link').first().click();
  await expect(page.getByRole('link', { name: 'Edit and re-run' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('Edit and re-run from a result page fills the wizard, and shows the plan limit once it is reached', async ({
  page,
  baseURL,
  signedInAccount: _account,
}) => {
  const id = await createAnalysis(page.request, baseURL!);
  await page.goto(`/matches/${id}`);
  await page.getByRole('link', { name: 'Edit and re-run' }).click();
  await expect(page.getByLabel('Paper title')).toHaveValue(nlpPaper.title);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  await createAnalysis(page.request, baseURL!);
  await page.goto(`/matches/${id}`);
  await page.getByRole('link', { name: 'Edit and re-run' }).click();
  await expect(
    page.getByText('You have reached your submission limit. Upgrade to Pro for unlimited submissions.'),
  ).toBeVisible();
  await expect(page.getByLabel('Paper title')).toHaveCount(0);
});

test('an analysis that is not the user’s cannot be opened for editing', async ({
  page,
  signedInAccount: _account,
}) => {
  await page.goto('/submit?from=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('There is no analysis of yours to edit at this address.')).toBeVisible();
  await page.getByRole('link', { name: 'Start with an empty paper' }).click();
  await expect(page.getByLabel('Paper title')).toHaveValue('');
});
