import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../../fixtures/unique-email';

test('a visitor sends a message through the contact form', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();

  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(uniqueEmail('grace'));
  await page.getByLabel('Message').fill('Could you add the COBOL symposium to the catalog?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('status')).toHaveText(
    'Thank you for your message! We will get back to you soon.',
  );
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
});
