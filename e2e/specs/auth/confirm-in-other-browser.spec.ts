import { findLatestMessage, findLink } from '../../fixtures/mailbox';
import { expect, test } from '../../fixtures/test';
import { uniqueEmail } from '../../fixtures/unique-email';

test('a confirmation link opened in another browser confirms the address and asks to sign in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('elsewhere');
  const password = 'opened-on-another-device';
  const localPart = email.split('@')[0] as string;
  // `request` has its own cookies: it is the browser that registered, the page is another one.
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password, name: localPart, callbackURL: '/dashboard' },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);

  const confirmation = await findLatestMessage(request, email, 'Confirm');
  await page.goto(findLink(confirmation, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/login\?confirmed=1/);
  await expect(page.getByText('Your email address is confirmed. Please sign in to continue.')).toBeVisible();
  // page.request shares the page's cookies: this browser holds no session.
  expect((await page.request.get('/api/me')).status()).toBe(401);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${localPart}` })).toBeVisible();
});
