import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createAnalysis, nlpPaper } from '../../fixtures/create-analysis';
import { expect, test } from '../../fixtures/test';

/** Goes through the wizard with the NLP paper and presses Find Matching CFPs. */
async function analyseThroughWizard(page: Page) {
  await page.goto('/submit');
  await page.getByLabel('Paper title').fill(nlpPaper.title);
  await page.getByLabel('Main theme/domain').fill(nlpPaper.theme);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Abstract').fill(nlpPaper.abstract);
  await page.getByRole('button', { name: 'Continue' }).click();
  const draft = page.getByLabel(/^Keywords/);
  await draft.fill(nlpPaper.keywords[0]!);
  await draft.press('Enter');
  await page.getByRole('button', { name: 'Find Matching CFPs' }).click();
}

test('a free user at the limit upgrades in test mode, analyses again, cancels and is limited again', async ({
  page,
  baseURL,
  signedInAccount: _account,
}) => {
  // The whole purchase in one flow: two analyses, checkout, a third analysis, cancel, a fourth attempt.
  test.slow();
  await createAnalysis(page.request, baseURL!);
  await createAnalysis(page.request, baseURL!);

  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByText('TEST MODE', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pro Plan' })).toBeVisible();
  await expect(page.getByText('$20', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/success\?session_id=[0-9a-f-]{36}$/);
  await expect(page.getByText('Pro is active')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'Submit a Paper' }).click();
  await expect(page.getByText('Pro plan: unlimited')).toBeVisible();

  await analyseThroughWizard(page);
  await expect(page).toHaveURL(/\/matches\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('list', { name: 'Matched venues' }).getByRole('listitem').first(),
  ).toBeVisible();

  await page.goto('/profile');
  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan.getByText('Pro plan: unlimited')).toBeVisible();
  await expect(plan.getByText(/^Renews on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/)).toBeVisible();
  await plan.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(plan.getByText(/^Pro stays active until [A-Z][a-z]+ \d{1,2}, \d{4}, then/)).toBeVisible();
  await plan.getByRole('button', { name: 'Yes, cancel Pro' }).click();
  // Pro runs to the end of the month already paid, and the user may change their mind until then.
  await expect(plan.getByText(/^Pro until [A-Z][a-z]+ \d{1,2}, \d{4}\. It will not renew/)).toBeVisible();
  await expect(plan.getByText('Pro plan: unlimited')).toBeVisible();
  await plan.getByRole('button', { name: 'Keep Pro (resume subscription)' }).click();
  await expect(plan.getByText(/^Renews on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/)).toBeVisible();
});

test('Cancel on the test checkout returns to the pricing page without upgrading', async ({
  page,
  signedInAccount: _account,
}) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual(
    [],
  );
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goto('/dashboard');
  await expect(page.getByText('Free plan: 0/2 submissions used')).toBeVisible();
});

test('a signed-out visitor is asked to sign in before checkout', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByRole('alert')).toContainText('No authentication session found');
  await page.getByRole('alert').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpricing$/);
});

test('the success page sends a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/success?session_id=anything');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
});
