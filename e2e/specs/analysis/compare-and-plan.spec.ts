import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createAnalysis, nlpPaper } from '../../fixtures/create-analysis';
import { expect, test } from '../../fixtures/test';

type Dated = { at: string } | null;
type PlanFacts = { id: string; acronym: string; nextDeadline: Dated; notification: Dated };

const day = 24 * 60 * 60 * 1000;

/** Serious and critical WCAG 2 A/AA violations. */
async function findSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Checks a page at the desktop size it is on, then on a 390×844 phone. */
async function expectAccessibleOnDesktopAndPhone(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(await findSeriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  expect(await findSeriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * A first choice among the top ten whose decision date is known and after which another top venue's
 * deadline, within the next twelve months, still lies at least a day ahead: the catalog moves with time,
 * so the spec looks one up rather than naming a venue.
 */
async function findFirstChoiceWithPath(request: APIRequestContext, analysisId: string) {
  const analysis = (await (await request.get(`/api/submissions/${analysisId}`)).json()) as {
    matches: { venue: { id: string } }[];
  };
  const venues = await Promise.all(
    analysis.matches
      .slice(0, 10)
      .map(async ({ venue }) => (await (await request.get(`/api/venues/${venue.id}`)).json()) as PlanFacts),
  );
  const now = Date.now();
  const isAhead = (at: string) => Date.parse(at) >= now && Date.parse(at) <= now + 365 * day;
  return venues.find(
    (first) =>
      first.nextDeadline &&
      isAhead(first.nextDeadline.at) &&
      first.notification &&
      venues.some(
        (other) =>
          other !== first &&
          other.nextDeadline !== null &&
          isAhead(other.nextDeadline.at) &&
          Date.parse(other.nextDeadline.at) - Date.parse(first.notification!.at) >= day,
      ),
  );
}

test('a researcher compares three results side by side and plans a resubmission path', async ({
  page,
  baseURL,
  signedInAccount: _account,
}) => {
  const id = await createAnalysis(page.request, baseURL!, nlpPaper);
  await page.goto(`/matches/${id}`);
  const cards = page.getByRole('list', { name: 'Matched venues' }).locator(':scope > li');
  const box = (card: Locator) => card.getByRole('checkbox', { name: /^Compare / });
  // One compared venue has a deadline, published or estimated, so its column has dates to show.
  const hasDeadline = /Your time:|around \d{1,2} [A-Z][a-z]{2} \d{4}/;
  const dated = cards.filter({ hasText: hasDeadline }).first();
  const others = cards.filter({ hasNotText: hasDeadline });
  await expect(box(dated)).toBeVisible();
  const bar = page.getByRole('region', { name: 'Compare venues' });
  const compare = bar.getByRole('button', { name: 'Compare', exact: true });
  await expect(compare).toBeDisabled();

  await box(dated).check();
  await expect(bar).toContainText('1 selected');
  await expect(compare).toBeDisabled();
  await box(others.nth(0)).check();
  await expect(compare).toBeEnabled();
  // The third is ticked from the keyboard.
  await box(others.nth(1)).focus();
  await page.keyboard.press('Space');
  await expect(box(others.nth(1))).toBeChecked();
  await box(others.nth(2)).check();
  await expect(bar).toContainText('4 selected');

  await box(others.nth(3)).click();
  await expect(bar.getByRole('alert')).toHaveText(
    'You can compare up to 4 venues at a time. Untick one to add another.',
  );
  await expect(box(others.nth(3))).not.toBeChecked();
  await expect(bar).toContainText('4 selected');

  await box(others.nth(2)).uncheck();
  await expect(bar).toContainText('3 selected');
  const ticked = await Promise.all(
    [dated, others.nth(0), others.nth(1)].map((card) => card.getByRole('heading', { level: 2 }).innerText()),
  );
  const deadline = await dated.locator('time').first().innerText();
  await compare.click();

  await expect(page).toHaveURL(new RegExp(`/matches/${id}/compare\\?venues=`));
  // The plan shows the matcher's top ten and, besides them, any ticked venue it ranked lower (the results
  // page sorts by fit, so a ticked card may come from further down the ranking).
  const tickedIds = new URL(page.url()).searchParams.get('venues')!.split(',');
  const { matches } = (await (await page.request.get(`/api/submissions/${id}`)).json()) as {
    matches: { venue: { id: string } }[];
  };
  const topTenIds = matches.slice(0, 10).map((match) => match.venue.id);
  const tickedBelowTopTen = tickedIds.filter((venueId) => !topTenIds.includes(venueId)).length;
  const columns = page.getByRole('list', { name: 'Compared venues' }).locator(':scope > li');
  await expect(columns).toHaveCount(3);
  for (const [index, heading] of ticked.entries()) {
    await expect(columns.nth(index).getByRole('heading', { level: 2 })).toHaveText(heading);
    for (const row of ['Fit', 'Rank', 'Next deadline', 'Decision', 'Acceptance rate']) {
      await expect(
        columns.nth(index).getByRole('heading', { level: 3, name: row, exact: true }),
      ).toBeVisible();
    }
  }
  await expect(columns.nth(0)).toContainText(deadline);
  // Side by side on a desktop: the three columns start at the same height.
  const tops = await Promise.all([0, 1, 2].map(async (index) => (await columns.nth(index).boundingBox())?.y));
  expect(new Set(tops).size).toBe(1);
  await expectAccessibleOnDesktopAndPhone(page, 'Compare venues');

  await page.getByRole('link', { name: 'Plan submissions' }).click();
  await expect(page).toHaveURL(new RegExp(`/matches/${id}/plan\\?venues=`));
  await expect(page.getByRole('heading', { level: 2, name: 'The next 12 months' })).toBeVisible();
  const dates = page.getByRole('list', { name: 'Deadlines and decisions' }).getByRole('listitem');
  await expect(dates).toHaveCount(10 + tickedBelowTopTen);
  await expect(dates.filter({ hasText: /Decision: / }).first()).toBeVisible();

  const first = await findFirstChoiceWithPath(page.request, id);
  expect(first, 'a top-ten venue with a known decision and a later deadline').toBeDefined();
  await page.getByLabel('First choice').selectOption(first!.id);
  await expect(page).toHaveURL(/first=/);
  const path = page.getByRole('list', { name: 'Resubmission path' }).getByRole('listitem');
  await expect(path.first()).toContainText(`1. ${first!.acronym}`);
  await expect(path.first()).toContainText('Decision: ');
  expect(await path.count()).toBeGreaterThanOrEqual(2);
  await expect(path.nth(1)).toContainText('Submit by');
  await expect(path.nth(1)).toContainText(/Decision: |Decision date unknown/);
  await expect(
    page.getByRole('heading', { level: 3, name: `Still open after the decision of ${first!.acronym}` }),
  ).toBeVisible();
  await expectAccessibleOnDesktopAndPhone(page, 'Plan submissions');
});

test('the comparison refuses an address that names fewer than two venues of the analysis', async ({
  page,
  baseURL,
  signedInAccount: _account,
}) => {
  const id = await createAnalysis(page.request, baseURL!, nlpPaper);
  await page.goto(`/matches/${id}/compare?venues=conf%2Fnot-a-venue`);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare venues' })).toBeVisible();
  await expect(page.getByText('Tick two to four venues on the results page to compare them.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Compared venues' })).toHaveCount(0);
});
