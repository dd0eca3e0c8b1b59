import { expect, test } from '../../fixtures/test';

test('the landing page states only measured figures: catalog size, deadlines and the top-10 hit rate', async ({
  page,
  request,
}) => {
  const stats = (await (await request.get('/api/stats')).json()) as {
    venues: number;
    top10HitRate: number;
    venuesWithPapers: number;
  };
  await page.goto('/');
  const figures = page.getByRole('region', { name: 'VenueScout in figures' });
  await expect(figures).toContainText(stats.venues.toLocaleString('en-US'));
  await expect(figures).toContainText(`${Math.round(stats.top10HitRate * 100)}%`);
  await expect(figures).toContainText('every venue weighted equally');
  await expect(figures).toContainText(
    `learned ${stats.venuesWithPapers.toLocaleString('en-US')} of the ${stats.venues.toLocaleString('en-US')} venues`,
  );
  await expect(figures).toContainText('npm run eval');
  await expect(page.getByText(/10,000\+|99% accuracy/)).toHaveCount(0);
});
