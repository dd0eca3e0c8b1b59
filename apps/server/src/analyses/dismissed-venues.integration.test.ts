import { describe, expect, it } from 'vitest';
import { jsonOf, uniqueEmail, type TestClient } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { makeVenue, paperEdition } from '../../test/venue-factory.ts';

const venueIds = Array.from({ length: 55 }, (_, index) => `conf/v${String(index).padStart(2, '0')}`);
const venues = venueIds.map((id, index) =>
  makeVenue({
    id,
    acronym: `V${index}`,
    editions: [paperEdition(2027, new Date(Date.now() + (index + 1) * 86_400_000).toISOString())],
  }),
);
const paper = {
  title: 'Ranking venues',
  theme: 'Information retrieval',
  abstract: 'A study.',
  keywords: ['k'],
};

const dismissedPath = (analysisId: string, venueId: string) =>
  `/api/submissions/${analysisId}/dismissed/${venueId}`;

describe('an analysis stores fifty venues and remembers the ones dismissed from it', () => {
  const t = useTestApp({ FREE_MAX_SUBMISSIONS: '10' }, venues, venueIds);

  const analyse = async (client: TestClient): Promise<string> => {
    const response = await client.request('/api/submissions', { json: paper });
    expect(response.status).toBe(201);
    return (await jsonOf(response)).submission.id;
  };

  it('stores the fifty best venues in ranked order, with none dismissed', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('fifty'));
    const id = await analyse(client);
    const body = await jsonOf(await client.request(`/api/submissions/${id}`));
    expect(body.matches.map((match: { venue: { id: string } }) => match.venue.id)).toEqual(
      venueIds.slice(0, 50),
    );
    expect(body.dismissedVenueIds).toEqual([]);
  });

  it('follows the deadlines of the twenty venues shown first only', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('deadlines'));
    await analyse(client);
    const { items } = await jsonOf(await client.request('/api/deadlines'));
    const followed = new Set(items.map((item: { venue: { id: string } }) => item.venue.id));
    expect([...followed].sort()).toEqual(venueIds.slice(0, 20));
  });

  it('dismisses a venue once however often it is asked, lists dismissals in ranked order and undoes one', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('dismiss'));
    const id = await analyse(client);
    const put = (venueId: string) => client.request(dismissedPath(id, venueId), { method: 'PUT' });

    expect(await jsonOf(await put('conf/v07'))).toEqual({ dismissedVenueIds: ['conf/v07'] });
    const again = await put('conf/v07');
    expect(again.status).toBe(200);
    expect(await jsonOf(again)).toEqual({ dismissedVenueIds: ['conf/v07'] });
    expect(await jsonOf(await put('conf/v02'))).toEqual({ dismissedVenueIds: ['conf/v02', 'conf/v07'] });
    expect((await jsonOf(await client.request(`/api/submissions/${id}`))).dismissedVenueIds).toEqual([
      'conf/v02',
      'conf/v07',
    ]);

    const undo = await client.request(dismissedPath(id, 'conf/v07'), { method: 'DELETE' });
    expect(undo.status).toBe(200);
    expect(await jsonOf(undo)).toEqual({ dismissedVenueIds: ['conf/v02'] });
    const undoAgain = await client.request(dismissedPath(id, 'conf/v07'), { method: 'DELETE' });
    expect(await jsonOf(undoAgain)).toEqual({ dismissedVenueIds: ['conf/v02'] });
    expect((await jsonOf(await client.request(`/api/submissions/${id}`))).dismissedVenueIds).toEqual([
      'conf/v02',
    ]);
  });

  it('keeps dismissals to the analysis they were made in', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('separate'));
    const first = await analyse(client);
    const second = await analyse(client);
    await client.request(dismissedPath(first, 'conf/v01'), { method: 'PUT' });
    expect((await jsonOf(await client.request(`/api/submissions/${second}`))).dismissedVenueIds).toEqual([]);
  });

  it.each([
    ['a venue ranked below the stored fifty', 'conf/v52'],
    ['a venue not in the catalog', 'conf/nowhere'],
  ])('answers 404 to dismissing %s', async (_label, venueId) => {
    const client = await t.signUpConfirmed(uniqueEmail('unknown'));
    const id = await analyse(client);
    const response = await client.request(dismissedPath(id, venueId), { method: 'PUT' });
    expect(response.status).toBe(404);
    expect(await jsonOf(response)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await jsonOf(await client.request(`/api/submissions/${id}`))).dismissedVenueIds).toEqual([]);
  });

  it('refuses a venue id longer than any catalog id with 400', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('long'));
    const id = await analyse(client);
    const response = await client.request(dismissedPath(id, `conf/${'x'.repeat(300)}`), { method: 'PUT' });
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it.each(['PUT', 'DELETE'])(
    "answers 404 to %s on another user's analysis and leaves its dismissals alone",
    async (method) => {
      const owner = await t.signUpConfirmed(uniqueEmail('owner'));
      const intruder = await t.signUpConfirmed(uniqueEmail('intruder'));
      const id = await analyse(owner);
      await owner.request(dismissedPath(id, 'conf/v03'), { method: 'PUT' });
      const response = await intruder.request(dismissedPath(id, 'conf/v04'), { method });
      expect(response.status).toBe(404);
      expect(await jsonOf(response)).toMatchObject({ code: 'NOT_FOUND' });
      const undone = await intruder.request(dismissedPath(id, 'conf/v03'), { method: 'DELETE' });
      expect(undone.status).toBe(404);
      expect((await jsonOf(await owner.request(`/api/submissions/${id}`))).dismissedVenueIds).toEqual([
        'conf/v03',
      ]);
    },
  );

  it('answers 404 for an analysis id that is not a UUID and 401 to an anonymous caller', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('bad-id'));
    expect((await client.request(dismissedPath('not-a-uuid', 'conf/v01'), { method: 'PUT' })).status).toBe(
      404,
    );
    const anonymous = await t.newClient().request(dismissedPath('not-a-uuid', 'conf/v01'), { method: 'PUT' });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a dismissal sent from a foreign origin with 403', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('origin'));
    const id = await analyse(client);
    const response = await client.request(dismissedPath(id, 'conf/v01'), {
      method: 'PUT',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await jsonOf(await client.request(`/api/submissions/${id}`))).dismissedVenueIds).toEqual([]);
  });
});
