import AxeBuilder from '@axe-core/playwright';
import { createAnalysis, nlpPaper } from '../../fixtures/create-analysis';
import { expect, test } from '../../fixtures/test';

test('the wizard checks each step, counts words, and shows ranked venues', async ({
  page,
  signedInAccount: _account,
}) => {
  await page.goto('/submit');
  await expect(page.getByText('Free plan: 0/2 submissions used')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Paper title is required')).toBeVisible();
  await expect(page.getByText('Main theme/domain is required')).toBeVisible();
  await page.getByLabel('Paper title').fill(nlpPaper.title);
  await page.getByLabel('Main theme/domain').fill(nlpPaper.theme);
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Abstract is required')).toBeVisible();
  await page.getByLabel('Abstract').fill('word '.repeat(301));
  const counter = page.getByTestId('word-counter');
  await expect(counter).toHaveText('301 / 300 words');
  await expect(counter).toHaveClass(/text-red-700/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Abstract should not exceed 300 words')).toBeVisible();
  await page.getByLabel('Abstract').fill(nlpPaper.abstract);
  await expect(counter).not.toHaveClass(/text-red-700/);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Paper title')).toHaveValue(nlpPaper.title);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('button', { name: 'Find Matching CFPs' }).click();
  await expect(page.getByText('At least one keyword is required')).toBeVisible();
  const draft = page.getByLabel(/^Keywords/);
  await draft.fill('machine translation');
  await draft.press('Enter');
  await draft.fill('  ');
  await draft.press('Enter');
  await draft.fill('Machine Translation');
  await draft.press('Enter');
  await expect(page.getByRole('list', { name: 'Chosen keywords' }).getByRole('listitem')).toHaveCount(1);
  // Asked for, the suggestions come from the paper's field, not the specification's fixed list.
  const answer = page.waitForResponse('**/api/keyword-suggestions');
  await page.getByRole('button', { name: 'Suggest keywords from my paper’s field' }).click();
  const { keywords: fieldKeywords } = (await (await answer).json()) as { keywords: string[] };
  expect(fieldKeywords.length).toBeGreaterThan(0);
  const suggestion = page.getByRole('button', { name: `+ ${fieldKeywords[0]}`, exact: true });
  const suggested = fieldKeywords[0]!;
  await suggestion.click();
  await expect(page.getByRole('button', { name: `+ ${suggested}`, exact: true })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Chosen keywords' })).toContainText(suggested);
  await page.getByRole('button', { name: 'Find Matching CFPs' }).click();

  await expect(page).toHaveURL(/\/matches\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Matching CFPs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Research areas' })).toBeVisible();
  const venues = page.getByRole('list', { name: 'Matched venues' }).getByRole('listitem');
  expect(await venues.count()).toBeGreaterThanOrEqual(10);
  await expect(venues.first()).toContainText('%');
});

test('the results page filters, sorts, expands advice and exports', async ({
  page,
  baseURL,
  signedInAccount: _account,
}) => {
  // It walks every filter, sort and export of one results page: about 25 s on two busy cores, too close
  // to the 30 s default to stay green under load.
  test.slow();
  const id = await createAnalysis(page.request, baseURL!);
  await page.goto('/matches');
  await expect(page).toHaveURL(new RegExp(`/matches/${id}$`));
  const cards = page
    .getByRole('list', { name: 'Matched venues' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards.first()).toBeVisible();
  // The first twenty are on screen at first; the filters below are checked on every stored venue.
  await page.getByRole('button', { name: /^Show more/ }).click();
  await expect(page.getByText('Showing 50 of 50')).toBeVisible();
  const total = await cards.count();

  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Sort by').selectOption('name');
  const names = await cards.getByRole('heading', { level: 2 }).allTextContents();
  expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
  // Each card's facts line reads "Journal" or "Conference", then " · Region" when the region is known. Checking
  // that line, not the whole card, keeps a name such as "European Association …" from passing the region check.
  const facts = cards.getByText(/^(Conference|Journal)( · .+)?$/);
  // The NLP paper's venues mix conferences and journals, and only some are in Europe: each filter must keep
  // some cards and drop others, or the per-card checks below would pass on an empty or unfiltered list.
  await page.getByLabel('Type').selectOption('journal');
  await expect.poll(() => cards.count()).toBeLessThan(total);
  const journals = await cards.count();
  expect(journals).toBeGreaterThan(0);
  await expect(facts).toHaveCount(journals);
  for (const text of await facts.allTextContents()) expect(text).toMatch(/^Journal( · |$)/);
  await page.getByLabel('Type').selectOption('conference');
  await expect(cards).toHaveCount(total - journals);
  for (const text of await facts.allTextContents()) expect(text).toMatch(/^Conference( · |$)/);
  await page.getByLabel('Type').selectOption('all');
  await expect(cards).toHaveCount(total);
  await page.getByLabel('Region').selectOption('europe');
  await expect.poll(() => cards.count()).toBeLessThan(total);
  const european = await cards.count();
  expect(european).toBeGreaterThan(0);
  await expect(facts).toHaveCount(european);
  for (const text of await facts.allTextContents()) expect(text).toMatch(/ · Europe$/);
  await page.getByLabel('Region').selectOption('all');
  await expect(cards).toHaveCount(total);
  await page.getByLabel('Search', { exact: true }).fill('zzz-no-such-venue');
  await expect(cards).toHaveCount(0);
  await expect(page.getByText(/No venue of this analysis matches these filters/)).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill('');
  await expect(cards).toHaveCount(total);
  // Some of the paper's venues have no known deadline (journals with rolling submissions, TBA conferences).
  await page.getByLabel('Upcoming deadline only').check();
  await expect.poll(() => cards.count()).toBeLessThan(total);
  const upcoming = await cards.count();
  expect(upcoming).toBeGreaterThan(0);
  await expect(cards.filter({ has: page.locator('time') })).toHaveCount(upcoming);
  for (const text of await cards.allTextContents())
    expect(text).not.toMatch(/Deadline TBA|Rolling submissions/);
  await page.getByLabel('Upcoming deadline only').uncheck();
  await expect(cards).toHaveCount(total);
  await page.getByLabel('Sort by').selectOption('deadline');
  const times = await cards
    .locator('time')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime')!));
  expect([...times].sort()).toEqual(times);
  // Each dated deadline shows, inline, the time the venue published (or an estimate's day), the reader's
  // time, and how far off it is.
  const dated = cards.filter({ has: page.locator('time') }).first();
  await expect(dated).toContainText(
    /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} .+Your time: .+\(.+\)|around \d{1,2} [A-Z][a-z]{2} \d{4}/,
  );
  await expect(dated).toContainText(/in \d+ (days?|hours?|minutes?)|passed \d+/);

  await page.getByRole('button', { name: 'Show advice and why this venue' }).first().click();
  await expect(page.getByRole('heading', { name: 'Why this venue' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
  ).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Content alignment' })).toBeVisible();

  const csv = await page.request.get(`/api/submissions/${id}/export.csv`);
  const rows = (await csv.text()).trim().split('\r\n');
  expect(rows[0]).toContain('relevance_percent');
  expect(rows.length - 1).toBe(total);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export PDF' }).click(),
  ]);
  const pdf = await download.createReadStream();
  const head = await new Promise<string>((resolve) =>
    pdf.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString('latin1'))),
  );
  expect(head).toBe('%PDF-');
});

test('favourites stop at the free limit with the reason on the card and a way to Pro', async ({
  page,
  baseURL,
  signedInAccount: _account,
}) => {
  const id = await createAnalysis(page.request, baseURL!);
  await page.goto(`/matches/${id}`);
  const saveButtons = page.getByRole('button', { name: 'Save to favorites' });
  await saveButtons.first().click();
  await expect(page.getByText('CFP saved to favorites!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveCount(1);
  await saveButtons.first().click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveCount(2);
  const third = page.getByRole('list', { name: 'Matched venues' }).locator(':scope > li').nth(2);
  await third.getByRole('button', { name: 'Save to favorites' }).click();
  await expect(third.getByRole('alert')).toContainText(
    'You have reached your favorites limit. Upgrade to Pro for unlimited favorites.',
  );
  await expect(page).toHaveURL(new RegExp(`/matches/${id}$`));
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveCount(2);
  await third.getByRole('link', { name: 'See the Pro plan' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('at the free limit /submit says why before any typing, and /matches without analyses goes to /submit', async ({
  page,
  baseURL,
  signedInAccount: _account,
}) => {
  await page.goto('/matches');
  await expect(page).toHaveURL(/\/submit$/);
  await createAnalysis(page.request, baseURL!);
  await createAnalysis(page.request, baseURL!);
  await page.goto('/submit');
  await expect(page.getByText('Free plan: 2/2 submissions used')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'You have reached your submission limit. Upgrade to Pro for unlimited submissions.',
  );
  await expect(page.getByLabel('Paper title')).toHaveCount(0);
  await page.getByRole('link', { name: 'See the Pro plan' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('a limit reached while the wizard is open keeps everything typed', async ({
  page,
  baseURL,
  signedInAccount: _account,
}) => {
  await createAnalysis(page.request, baseURL!);
  await page.goto('/submit');
  await expect(page.getByText('Free plan: 1/2 submissions used')).toBeVisible();
  await page.getByLabel('Paper title').fill(nlpPaper.title);
  await page.getByLabel('Main theme/domain').fill(nlpPaper.theme);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Abstract').fill(nlpPaper.abstract);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/^Keywords/).fill('machine translation');
  // Another tab uses the last analysis meanwhile.
  await createAnalysis(page.request, baseURL!);
  await page.getByRole('button', { name: 'Find Matching CFPs' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'You have reached your submission limit. Upgrade to Pro for unlimited submissions.',
  );
  await expect(page).toHaveURL(/\/submit$/);
  await expect(page.getByRole('list', { name: 'Chosen keywords' })).toContainText('machine translation');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Abstract')).toHaveValue(nlpPaper.abstract);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Paper title')).toHaveValue(nlpPaper.title);
});
