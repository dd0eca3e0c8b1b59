import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';

const publicPages = [
  { path: '/', heading: 'Find the right venue for your paper' },
  { path: '/login', heading: 'Sign In' },
  { path: '/register', heading: 'Create Account' },
  { path: '/reset-password', heading: 'Reset Password' },
  { path: '/reset-password?token=example', heading: 'Set a New Password' },
  { path: '/pricing', heading: 'Pricing' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/sources', heading: 'Data sources' },
  { path: '/venues', heading: 'Venues' },
  { path: '/venues/conf/acl', heading: /^ACL — / },
  { path: '/dev/mailbox', heading: 'Development mailbox' },
];

const signedInPages = [
  { path: '/dashboard', heading: /^Welcome, / },
  { path: '/profile', heading: 'Profile Settings' },
  { path: '/submit', heading: 'Submit a Paper' },
  { path: '/favorites', heading: 'Favorite CFPs' },
  { path: '/deadlines', heading: 'Upcoming Deadlines' },
  { path: '/history', heading: 'Submission History' },
  { path: '/success', heading: 'Thank you!' },
];

/** Serious and critical WCAG 2 A/AA violations, described well enough to fix from the report. */
async function findSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    for (const { path, heading } of publicPages) {
      test(`${path} has no serious accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        expect(await findSeriousViolations(page)).toEqual([]);
      });
    }

    for (const { path, heading } of signedInPages) {
      test(`${path} (signed in) has no serious accessibility violations`, async ({
        page,
        signedInAccount: _signedIn,
      }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        expect(await findSeriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('the opened menus have no serious accessibility violations', async ({
  page,
  signedInAccount: _signedIn,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(page.getByRole('link', { name: 'Profile Settings' })).toBeVisible();
  expect(await findSeriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(await findSeriousViolations(page)).toEqual([]);
});
