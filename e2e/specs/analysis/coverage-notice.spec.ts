import AxeBuilder from '@axe-core/playwright';
import { createAnalysis, metagenomicsPaper, nlpPaper } from '../../fixtures/create-analysis';
import { expect, test } from '../../fixtures/test';

test('a paper from a field with little paper evidence gets a plain notice, and its venues say what they rest on', async ({
  page,
  baseURL,
  signedInAccount: _account,
}) => {
  const id = await createAnalysis(page.request, baseURL!, metagenomicsPaper);
  await page.goto(`/matches/${id}`);
  const notice = page.getByTestId('coverage-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Thin evidence for this paper');
  // The metagenomics paper's nearest field is large; what is thin is evidence for work like it.
  await expect(notice).toContainText('not learned from papers much like yours');
  await expect(notice).toContainText('check each call for papers');

  const cards = page
    .getByRole('list', { name: 'Matched venues' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards.first()).toBeVisible();
  const fieldOnly = cards.filter({ hasText: 'Placed by field only' });
  await expect(fieldOnly.first()).toContainText('Weak fit');
  await expect(cards.filter({ hasText: /Learned from [\d,]+ published papers/ }).first()).toBeVisible();

  await page.getByText('What does relevance mean?').click();
  await expect(page.getByText(/compares your paper with the venue’s own published papers/)).toBeVisible();

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
  ).toEqual([]);
});

test('a well-covered paper shows no coverage notice', async ({
  page,
  baseURL,
  signedInAccount: _account,
}) => {
  const id = await createAnalysis(page.request, baseURL!, nlpPaper);
  await page.goto(`/matches/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Matching CFPs' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Matched venues' }).getByRole('listitem').first(),
  ).toContainText(/Strong fit|Good fit|Weak fit/);
  await expect(page.getByTestId('coverage-notice')).toHaveCount(0);
});
