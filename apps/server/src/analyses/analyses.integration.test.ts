import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { AnalysisSchema, type Match } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { jsonOf, uniqueEmail, type TestClient } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { makeVenue, paperEdition } from '../../test/venue-factory.ts';

const venueIds = Array.from({ length: 12 }, (_, index) => `conf/v${String(index).padStart(2, '0')}`);
const venues = venueIds.map((id, index) =>
  makeVenue({
    id,
    acronym: `V${index}`,
    region: index % 2 === 0 ? 'europe' : 'asia',
    editions: [paperEdition(2027, new Date(Date.now() + (index + 1) * 86_400_000).toISOString())],
  }),
);

const paper = {
  title: 'Low-resource neural machine translation',
  theme: 'Natural language processing',
  abstract: 'We study translation for languages with little parallel data.',
  keywords: ['machine translation', ' ', 'low-resource', 'Machine Translation'],
};

describe('POST /api/submissions', () => {
  const t = useTestApp({}, venues, venueIds);

  it('refuses an anonymous caller with 401', async () => {
    const response = await t.newClient().request('/api/submissions', { json: paper });
    expect(response.status).toBe(401);
    expect(await jsonOf(response)).toEqual({ code: 'UNAUTHENTICATED', message: 'User not authenticated' });
  });

  it('stores the analysis as a draft and answers with ranked venues, advice and explanations', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('analyse'));
    const response = await client.request('/api/submissions', { json: paper });
    expect(response.status).toBe(201);
    const body = await jsonOf(response);
    expect(body.submission).toMatchObject({
      title: paper.title,
      theme: paper.theme,
      keywords: ['machine translation', 'low-resource'],
      status: 'draft',
    });
    expect(body.researchAreas).toEqual(['natural-language-processing']);
    expect(body.matches).toHaveLength(12);
    expect(body.matches[0]).toMatchObject({
      venue: { id: 'conf/v00', acronym: 'V0', type: 'conference', region: 'europe', isRolling: false },
      relevance: 90,
      explanation: { terms: ['machine translation', 'low-resource'] },
      recommendations: { contentAlignmentTips: ['Foreground machine translation.'], wordLimitInfo: null },
    });
    // The published papers like this one travel with each venue; a venue placed by field has none.
    expect(body.matches[0].explanation.similarPapers).toEqual([
      {
        title: 'Revisiting machine translation at V00',
        year: 2024,
        venue: 'V00',
        url: 'https://doi.org/10.5555/v00.1',
        sharedTerms: ['machine translation'],
      },
      {
        title: 'Revisiting machine translation at V00, again',
        year: 2023,
        venue: 'V00',
        url: 'https://dblp.org/search?q=Revisiting%20machine%20translation%20at%20V00%2C%20again',
        sharedTerms: [],
      },
    ]);
    expect(body.matches[1].explanation.similarPapers).toEqual([]);
    expect(body.matches[0].venue.nextDeadline).toMatchObject({ kind: 'paper', estimated: false });
    expect(typeof body.matches[0].venue.description).toBe('string');

    const again = await jsonOf(await client.request(`/api/submissions/${body.submission.id}`));
    expect(again).toEqual(body);
    const list = await jsonOf(await client.request('/api/submissions'));
    expect(list.items.map((item: { id: string }) => item.id)).toEqual([body.submission.id]);
    expect((await jsonOf(await client.request('/api/me'))).limits.currentSubmissions).toBe(1);
  });

  it('stores and returns how much evidence backs the ranking and each venue', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('evidence'));
    const strong = await jsonOf(await client.request('/api/submissions', { json: paper }));
    expect(strong.coverage).toEqual({
      level: 'strong',
      reason: null,
      field: 'Natural language processing',
      venuesWithPapers: 30,
      papers: 16000,
      unfamiliarTerms: [],
    });
    expect(strong.matches[0].evidence).toEqual({ level: 'papers', papers: 1000 });
    expect(strong.matches[1].evidence).toEqual({ level: 'field', papers: 0 });

    const thin = await jsonOf(
      await client.request('/api/submissions', { json: { ...paper, keywords: ['uncovered'] } }),
    );
    expect(thin.coverage).toMatchObject({ level: 'thin', reason: 'few-papers', field: 'Networking' });
    expect(await jsonOf(await client.request(`/api/submissions/${thin.submission.id}`))).toEqual(thin);
  });

  it('stores an uncertain ranking with the terms that make it so', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('uncertain'));
    const uncertain = await jsonOf(
      await client.request('/api/submissions', { json: { ...paper, keywords: ['uncertain'] } }),
    );
    expect(uncertain.coverage).toMatchObject({
      level: 'thin',
      reason: 'uncertain',
      unfamiliarTerms: ['uncertain'],
    });
    expect(await jsonOf(await client.request(`/api/submissions/${uncertain.submission.id}`))).toEqual(
      uncertain,
    );
  });

  it('answers an analysis stored before similar papers and unfamiliar terms were recorded, and exports it', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('legacy-similar'));
    const { submission } = await jsonOf(await client.request('/api/submissions', { json: paper }));
    const { db } = t.context.deps;
    await db.execute(
      sql`update submission_matches set explanation = explanation - 'similarPapers' where submission_id = ${submission.id}`,
    );
    await db.execute(
      sql`update submissions set coverage = coverage - 'unfamiliarTerms' - 'reason' where id = ${submission.id}`,
    );
    const stored = await jsonOf(await client.request(`/api/submissions/${submission.id}`));
    expect(stored.coverage).toMatchObject({ reason: null, unfamiliarTerms: [] });
    expect(stored.matches.map((match: Match) => match.explanation.similarPapers)).toEqual(
      stored.matches.map(() => []),
    );
    expect(AnalysisSchema.safeParse(stored).success).toBe(true);
    const csv = await client.request(`/api/submissions/${submission.id}/export.csv`);
    expect(csv.status).toBe(200);
    const { data } = Papa.parse<Record<string, string>>(await csv.text(), {
      header: true,
      skipEmptyLines: true,
    });
    expect(data.map((row) => row.similar_papers)).toEqual(data.map(() => ''));
    expect((await client.request(`/api/submissions/${submission.id}/export.pdf`)).status).toBe(200);
  });

  it('answers an analysis stored before evidence was recorded with null coverage and evidence', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('legacy'));
    const { submission } = await jsonOf(await client.request('/api/submissions', { json: paper }));
    await t.context.deps.db.execute(sql`update submissions set coverage = null where id = ${submission.id}`);
    await t.context.deps.db.execute(
      sql`update submission_matches set evidence = null where submission_id = ${submission.id}`,
    );
    const stored = await jsonOf(await client.request(`/api/submissions/${submission.id}`));
    expect(stored.coverage).toBeNull();
    expect(stored.matches.every((match: { evidence: unknown }) => match.evidence === null)).toBe(true);
    expect(AnalysisSchema.safeParse(stored).success).toBe(true);
  });

  it.each([
    [{ ...paper, title: ' ' }, 'title', 'Paper title is required'],
    [{ ...paper, theme: '' }, 'theme', 'Main theme/domain is required'],
    [{ ...paper, abstract: '' }, 'abstract', 'Abstract is required'],
    [{ ...paper, abstract: 'word '.repeat(301) }, 'abstract', 'Abstract should not exceed 300 words'],
    [{ ...paper, keywords: [' ', ''] }, 'keywords', 'At least one keyword is required'],
    [{ ...paper, keywords: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'keywords', 'At most 5 keywords are allowed'],
    [{ ...paper, keywords: 'nlp' }, 'keywords', expect.any(String)],
  ])('rejects an invalid paper (%#) with its field message', async (input, field, message) => {
    const client = await t.signUpConfirmed(uniqueEmail('invalid'));
    const response = await client.request('/api/submissions', { json: input });
    expect(response.status).toBe(400);
    const body = await jsonOf(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues).toContainEqual({ path: field, message });
    expect((await jsonOf(await client.request('/api/me'))).limits.currentSubmissions).toBe(0);
  });

  it('rejects a third analysis on the free plan with LIMIT_REACHED', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('limit'));
    expect((await client.request('/api/submissions', { json: paper })).status).toBe(201);
    expect((await client.request('/api/submissions', { json: paper })).status).toBe(201);
    const third = await client.request('/api/submissions', { json: paper });
    expect(third.status).toBe(403);
    expect(await jsonOf(third)).toEqual({
      code: 'LIMIT_REACHED',
      message: 'You have reached your submission limit. Upgrade to Pro for unlimited submissions.',
    });
  });

  it('lets exactly two of eight parallel analyses through when two are left', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('race'));
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => client.request('/api/submissions', { json: paper })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 403, 403, 403, 403, 403, 403]);
    const list = await jsonOf(await client.request('/api/submissions'));
    expect(list.items).toHaveLength(2);
    expect((await jsonOf(await client.request('/api/me'))).limits.currentSubmissions).toBe(2);
  });

  it("answers another user's analysis with 404, like a missing one", async () => {
    const owner = await t.signUpConfirmed(uniqueEmail('owner'));
    const other = await t.signUpConfirmed(uniqueEmail('other'));
    const { submission } = await jsonOf(await owner.request('/api/submissions', { json: paper }));
    expect((await other.request(`/api/submissions/${submission.id}`)).status).toBe(404);
    expect((await other.request('/api/submissions/not-a-uuid')).status).toBe(404);
    expect((await jsonOf(await other.request('/api/submissions'))).items).toEqual([]);
  });
});

describe('exports', () => {
  const t = useTestApp({}, venues, venueIds);

  it('exports an analysis as CSV, one row per venue, with formulas neutralised', async () => {
    const owner = await t.signUpConfirmed(uniqueEmail('csv'));
    const { submission } = await jsonOf(
      await owner.request('/api/submissions', { json: { ...paper, title: '=HYPERLINK("http://evil")' } }),
    );
    const response = await owner.request(`/api/submissions/${submission.id}/export.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines).toHaveLength(1 + 12);
    expect(lines[0]).toContain('relevance_percent');
    expect(lines[1]).toMatch(/^1,90,V0,/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[0]).toMatch(/,paper_title,fit,evidence,similar_papers$/);
    expect(lines[1]).toMatch(
      /,Strong fit,"Learned from 1,000 published papers","“Revisiting machine translation at V00\.” V00 2024\. https:\/\/doi\.org\/10\.5555\/v00\.1 \| /,
    );
    expect(lines[2]).toMatch(/,Weak fit,Placed by field only: no papers of this venue were learned from,$/);

    const other = await t.signUpConfirmed(uniqueEmail('csv-other'));
    expect((await other.request(`/api/submissions/${submission.id}/export.csv`)).status).toBe(404);
  });

  it.each([
    ['a formula on a later line', 'Results\n=HYPERLINK("http://evil")'],
    ['a formula after a carriage return', 'Results\r@SUM(A1:A9)'],
    ['a formula after blanks', 'Results\n   +cmd|"/c calc"!A0'],
    ['a formula after a tab', 'Results\n\t=1+1'],
  ])('neutralises %s in a multi-line CSV cell', async (_case, title) => {
    const owner = await t.signUpConfirmed(uniqueEmail('csv-lines'));
    const { submission } = await jsonOf(
      await owner.request('/api/submissions', { json: { ...paper, title: `Paper ${title}` } }),
    );
    const csv = await (await owner.request(`/api/submissions/${submission.id}/export.csv`)).text();
    const { data } = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(data.length).toBeGreaterThan(0);
    for (const row of data) {
      for (const line of row.paper_title!.split(/\r\n|\n|\r/)) {
        expect(line.trimStart()).not.toMatch(/^[=+\-@\t\r]/);
      }
    }
    expect(data[0]!.paper_title).toContain("'");
  });

  it('exports an analysis as a PDF for its owner only', async () => {
    const owner = await t.signUpConfirmed(uniqueEmail('pdf'));
    const { submission } = await jsonOf(await owner.request('/api/submissions', { json: paper }));
    const response = await owner.request(`/api/submissions/${submission.id}/export.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);

    const other = await t.signUpConfirmed(uniqueEmail('pdf-other'));
    expect((await other.request(`/api/submissions/${submission.id}/export.pdf`)).status).toBe(404);
  });
});

// Each test signs up its own researcher, so the tests pass alone and in any order.
describe('/api/favorites', () => {
  const t = useTestApp({}, venues, venueIds);

  const usage = async (client: TestClient) =>
    (await jsonOf(await client.request('/api/me'))).limits.currentFavorites;

  it('adds, re-adds without effect, lists, and removes favourites, keeping the count exact', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('fav'));
    expect((await client.request('/api/favorites', { json: { venueId: 'conf/v01' } })).status).toBe(201);
    expect((await client.request('/api/favorites', { json: { venueId: 'conf/v01' } })).status).toBe(200);
    expect(await usage(client)).toBe(1);
    expect((await client.request('/api/favorites', { json: { venueId: 'conf/v02' } })).status).toBe(201);
    expect(await usage(client)).toBe(2);

    const list = await jsonOf(await client.request('/api/favorites'));
    expect(list.items.map((item: { venue: { id: string } }) => item.venue.id)).toEqual([
      'conf/v02',
      'conf/v01',
    ]);
    expect(list.items[0].venue.nextDeadline).toMatchObject({ estimated: false });

    const third = await client.request('/api/favorites', { json: { venueId: 'conf/v03' } });
    expect(third.status).toBe(403);
    expect(await jsonOf(third)).toEqual({
      code: 'LIMIT_REACHED',
      message: 'You have reached your favorites limit. Upgrade to Pro for unlimited favorites.',
    });

    expect((await client.request('/api/favorites/conf/v01', { method: 'DELETE' })).status).toBe(204);
    expect(await usage(client)).toBe(1);
    expect((await client.request('/api/favorites', { json: { venueId: 'conf/v03' } })).status).toBe(201);
  });

  it('answers an unknown venue with 404 and a missing body field with 400', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('fav-invalid'));
    expect((await client.request('/api/favorites', { json: { venueId: 'conf/nope' } })).status).toBe(404);
    expect((await client.request('/api/favorites', { json: {} })).status).toBe(400);
    expect((await client.request('/api/favorites/conf/v09', { method: 'DELETE' })).status).toBe(404);
    expect(await usage(client)).toBe(0);
  });

  it("never shows or removes another user's favourites", async () => {
    const owner = await t.signUpConfirmed(uniqueEmail('fav-owner'));
    expect((await owner.request('/api/favorites', { json: { venueId: 'conf/v02' } })).status).toBe(201);
    const other = await t.signUpConfirmed(uniqueEmail('fav-other'));
    expect((await jsonOf(await other.request('/api/favorites'))).items).toEqual([]);
    expect((await other.request('/api/favorites/conf/v02', { method: 'DELETE' })).status).toBe(404);
    expect(await usage(owner)).toBe(1);
    const list = await jsonOf(await owner.request('/api/favorites'));
    expect(list.items.map((item: { venue: { id: string } }) => item.venue.id)).toEqual(['conf/v02']);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.newClient().request('/api/favorites')).status).toBe(401);
  });
});
