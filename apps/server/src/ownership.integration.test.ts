import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  jsonOf,
  uniqueEmail,
  type TestApp,
  type TestClient,
} from '../test/create-test-app.ts';
import { makeVenue, paperEdition } from '../test/venue-factory.ts';

const future = new Date(Math.floor(Date.now() / 1000 + 20 * 86_400) * 1000).toISOString();
const venues = [
  makeVenue({ id: 'conf/owned', acronym: 'OWNED', editions: [paperEdition(2027, future)] }),
  makeVenue({ id: 'conf/other', acronym: 'OTHER' }),
];

describe("one user never reaches another user's rows", () => {
  let t: TestApp;
  let owner: TestClient;
  let intruder: TestClient;
  let submissionId: string;

  beforeAll(async () => {
    t = await createTestApp({}, venues, ['conf/owned', 'conf/other']);
    owner = await t.signUpConfirmed(uniqueEmail('owner'));
    intruder = await t.signUpConfirmed(uniqueEmail('intruder'));
    const analysis = await jsonOf(
      await owner.request('/api/submissions', {
        json: { title: 'Owned paper', theme: 'Theme', abstract: 'Abstract.', keywords: ['k'] },
      }),
    );
    submissionId = analysis.submission.id;
    await owner.request('/api/favorites', { json: { venueId: 'conf/owned' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const cases: [string, () => [string, RequestInit?]][] = [
    ['read an analysis', () => [`/api/submissions/${submissionId}`]],
    ['export an analysis as CSV', () => [`/api/submissions/${submissionId}/export.csv`]],
    ['export an analysis as PDF', () => [`/api/submissions/${submissionId}/export.pdf`]],
    ['remove a favourite', () => ['/api/favorites/conf/owned', { method: 'DELETE' }]],
    [
      'dismiss a venue of an analysis',
      () => [`/api/submissions/${submissionId}/dismissed/conf/owned`, { method: 'PUT' }],
    ],
    [
      'undo a dismissal in an analysis',
      () => [`/api/submissions/${submissionId}/dismissed/conf/owned`, { method: 'DELETE' }],
    ],
    [
      'download one calendar event',
      () => [`/api/calendar/deadline.ics?venueId=conf/owned&kind=paper&at=${encodeURIComponent(future)}`],
    ],
  ];

  it.each(cases)('gets 404 trying to %s', async (_label, request) => {
    const [path, init] = request();
    const response = await intruder.request(path, init);
    expect(response.status).toBe(404);
    expect(await jsonOf(response)).toMatchObject({ code: 'NOT_FOUND' });
    // The owner still has it.
    const own = await owner.request(path, init?.method === 'DELETE' ? undefined : init);
    if (init?.method !== 'DELETE') expect(own.status).toBe(200);
  });

  it("sees none of the owner's rows in lists", async () => {
    expect((await jsonOf(await intruder.request('/api/submissions'))).items).toEqual([]);
    expect((await jsonOf(await intruder.request('/api/favorites'))).items).toEqual([]);
    expect((await jsonOf(await intruder.request('/api/deadlines'))).items).toEqual([]);
    const calendar = await (await intruder.request('/api/calendar.ics')).text();
    expect(calendar).not.toContain('OWNED');
    expect((await jsonOf(await owner.request('/api/favorites'))).items).toHaveLength(1);
  });
});
