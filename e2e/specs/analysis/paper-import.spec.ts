import AxeBuilder from '@axe-core/playwright';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../../fixtures/test';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../apps/web/src/features/paper-import/fixtures/${name}`, import.meta.url));
const privacy = /Your file is read here, in your browser, and is not uploaded/;

test('a paper PDF fills the three steps, and the file never leaves the browser', async ({
  page,
  signedInAccount: _account,
}) => {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') uploads.push(request.url());
  });
  await page.goto('/submit');
  await expect(page.getByText(privacy)).toBeVisible();
  await page.getByLabel('Choose a file').setInputFiles(fixture('acm-sigconf-keywords.pdf'));

  await expect(page.getByText('Filled in from acm-sigconf-keywords.pdf.')).toBeVisible();
  await expect(page.getByLabel('Paper title')).toHaveValue(
    'Adaptive Batching for Low-Latency Inference on Shared GPU Clusters',
  );
  await page.getByLabel('Main theme/domain').fill('Distributed systems');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Abstract')).toHaveValue(
    /^Serving deep learning models on shared GPU clusters .* stays stable when several tenants share one GPU\.$/,
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('list', { name: 'Chosen keywords' }).getByRole('listitem')).toHaveText([
    /model serving/,
    /GPU scheduling/,
    /tail latency/,
    /adaptive batching/,
  ]);
  expect(uploads).toEqual([]);
});

test.describe('a refused file leaves the form as it was', () => {
  for (const { file, message } of [
    { file: 'rejected-encrypted.pdf', message: 'This PDF is protected with a password' },
    { file: 'rejected-invoice.pdf', message: 'No title or abstract was found in this file' },
    { file: 'rejected-scanned.pdf', message: 'This PDF has no text to read' },
  ]) {
    test(file, async ({ page, signedInAccount: _account }) => {
      await page.goto('/submit');
      await page.getByLabel('Paper title').fill('My own title');
      await page.getByLabel('Main theme/domain').fill('Security');
      await page.getByLabel('Choose a file').setInputFiles(fixture(file));
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByText('The form was left as it was.')).toBeVisible();
      await expect(page.getByLabel('Paper title')).toHaveValue('My own title');
      await expect(page.getByLabel('Main theme/domain')).toHaveValue('Security');
    });
  }
});

test('the wizard with its drop zone passes axe and fits a phone', async ({
  page,
  signedInAccount: _account,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/submit');
  await expect(page.getByText(privacy)).toBeVisible();
  await page.getByLabel('Choose a file').setInputFiles(fixture('ieee-journal-keywords.pdf'));
  await expect(page.getByText('Filled in from ieee-journal-keywords.pdf.')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
