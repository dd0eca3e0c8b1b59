import { expect, test } from '../../fixtures/test';

test.describe('the venue catalog', () => {
  test('lists the catalog with its size and each venue’s next deadline', async ({ page }) => {
    await page.goto('/venues');
    await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
    const count = page.getByText(/^[\d,]+ venues/);
    await expect(count).toBeVisible();
    expect(Number((await count.textContent())!.match(/^([\d,]+)/)![1]!.replace(/,/g, ''))).toBeGreaterThan(
      1300,
    );
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: /Deadline TBA|Rolling submissions|AoE/ })
        .first(),
    ).toBeVisible();
  });

  test('finds ACL first when searching for its acronym, and keeps the search in the URL', async ({
    page,
  }) => {
    await page.goto('/venues');
    await page.getByRole('searchbox', { name: 'Search venues' }).fill('acl');
    await expect(page).toHaveURL(/q=acl/);
    const first = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    await expect(first).toHaveText(/^ACL — Annual Meeting of the Association for Computational Linguistics/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search venues' })).toHaveValue('acl');
  });

  test('filters by type and region, and sorts by the next deadline', async ({ page }) => {
    await page.goto('/venues');
    await page.getByLabel('Type').selectOption('journal');
    await expect(page).toHaveURL(/type=journal/);
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('Journal');
    await expect(
      page.getByRole('main').getByRole('listitem').filter({ hasText: 'Conference ·' }),
    ).toHaveCount(0);

    await page.goto('/venues?region=europe');
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('Europe');

    await page.goto('/venues?sort=deadline&upcoming=true');
    await expect(page.getByLabel('Upcoming deadlines only')).toBeChecked();
    // The list loads after the filters render; wait for it before reading it.
    await expect(page.getByRole('main').locator('li time').first()).toBeVisible();
    const times = await page
      .getByRole('main')
      .locator('li time')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime')!));
    expect(times.length).toBeGreaterThan(0);
    expect([...times].sort()).toEqual(times);
    expect(times.every((at) => Date.parse(at) > Date.now())).toBe(true);
  });

  test('opens a venue page with its editions and deadlines as published', async ({ page }) => {
    await page.goto('/venues?q=NeurIPS');
    await page
      .getByRole('link', { name: /^NeurIPS — / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/venues\/conf\/neurips$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Editions' })).toBeVisible();
    const timeline = page.getByRole('list', { name: /^Timeline of the \d{4} edition$/ }).first();
    await expect(timeline.getByRole('listitem').filter({ hasText: / AoE/ }).first()).toBeVisible();
    // 11:59:59 UTC on 16 May is 23:59 AoE on the 15th, the day NeurIPS 2025 published.
    await expect(page.getByText('15 May 2025, 23:59 AoE').first()).toBeVisible();
    await expect(page.getByText(/CORE A\*/).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Data sources' })).toBeVisible();
  });

  test('shows a not-found state for an unknown venue', async ({ page }) => {
    await page.goto('/venues/conf/no-such-venue');
    await expect(page.getByRole('heading', { level: 1, name: 'Venue not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse all venues' }).click();
    await expect(page).toHaveURL(/\/venues$/);
  });
});
