import { AnalysisSchema, VenueDetailSchema, VenuePageSchema } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { jsonOf, uniqueEmail } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { makeVenue } from '../../test/venue-factory.ts';

const DAY_MS = 86_400_000;
const days = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString();

const deadline = (kind: 'paper' | 'notification', at: string) => ({
  kind,
  at,
  timezone: 'AoE',
  source: 'hf-ai-deadlines' as const,
});

const venues = [
  makeVenue({
    id: 'conf/iclr',
    acronym: 'ICLR',
    h5Index: 304,
    h5IndexSource: { source: 'hf-ai-deadlines' },
    provenance: { h5Index: 'hf-ai-deadlines' },
    acceptanceRates: [
      { year: 2025, rate: 0.3208, submitted: 11565, accepted: 3710, source: 'ccf-deadlines' },
      {
        year: 2024,
        rate: 0.3108,
        source: 'ccf-deadlines',
        reference: 'https://github.com/lixin4ever/Conference-Acceptance-Rate',
      },
    ],
    editions: [
      {
        year: 2027,
        place: 'Rio de Janeiro, Brazil',
        dates: { text: 'April 23-27, 2027', start: '2027-04-23', end: '2027-04-27' },
        deadlines: [deadline('paper', days(60)), deadline('notification', days(130))],
        source: 'hf-ai-deadlines',
      },
    ],
  }),
  makeVenue({
    id: 'conf/neurips',
    acronym: 'NeurIPS',
    editions: [
      { year: 2027, deadlines: [deadline('paper', days(40))], source: 'hf-ai-deadlines' },
      {
        year: 2026,
        deadlines: [deadline('paper', days(-325)), deadline('notification', days(-255))],
        source: 'hf-ai-deadlines',
      },
    ],
  }),
  makeVenue({
    id: 'conf/quiet',
    acronym: 'QUIET',
    editions: [{ year: 2027, deadlines: [deadline('paper', days(20))], source: 'ccf-deadlines' }],
  }),
];

describe('notification, acceptance rate and h5 source in the venue JSON', () => {
  const t = useTestApp({}, venues);

  it('gives each listed venue its decision date (published, estimated or none) and latest acceptance rate', async () => {
    const page = VenuePageSchema.parse(await jsonOf(await t.app.request('/api/venues')));
    const byId = new Map(page.items.map((item) => [item.id, item]));
    expect(byId.get('conf/iclr')).toMatchObject({
      notification: {
        at: venues[0]!.editions[0]!.deadlines[1]!.at,
        estimated: false,
        weeksAfterDeadline: 10,
      },
      latestAcceptanceRate: {
        year: 2025,
        rate: 0.3208,
        submitted: 11565,
        accepted: 3710,
        source: 'ccf-deadlines',
      },
    });
    expect(byId.get('conf/iclr')?.notification).not.toHaveProperty('basisYear');
    const [next, basis] = venues[1]!.editions;
    const gap = Date.parse(basis!.deadlines[1]!.at) - Date.parse(basis!.deadlines[0]!.at);
    expect(byId.get('conf/neurips')).toMatchObject({
      notification: {
        at: new Date(Date.parse(next!.deadlines[0]!.at) + gap).toISOString(),
        estimated: true,
        weeksAfterDeadline: 10,
        basisYear: 2026,
      },
      latestAcceptanceRate: null,
    });
    expect(byId.get('conf/quiet')).toMatchObject({ notification: null, latestAcceptanceRate: null });
  });

  it('gives the venue page the h5 source, every acceptance rate with its source, and edition dates', async () => {
    const iclr = VenueDetailSchema.parse(await jsonOf(await t.app.request('/api/venues/conf/iclr')));
    expect(iclr.h5IndexSource).toEqual({ source: 'hf-ai-deadlines' });
    expect(iclr.acceptanceRates.map((rate) => [rate.year, rate.source, rate.reference])).toEqual([
      [2024, 'ccf-deadlines', 'https://github.com/lixin4ever/Conference-Acceptance-Rate'],
      [2025, 'ccf-deadlines', undefined],
    ]);
    expect(iclr.editions[0]?.dates).toEqual({
      text: 'April 23-27, 2027',
      start: '2027-04-23',
      end: '2027-04-27',
    });
    expect(iclr.editions[0]?.deadlines.map((item) => item.kind)).toEqual(['paper', 'notification']);
    const quiet = VenueDetailSchema.parse(await jsonOf(await t.app.request('/api/venues/conf/quiet')));
    expect(quiet).toMatchObject({ h5IndexSource: null, acceptanceRates: [] });
  });

  it('stores the decision date and acceptance rate with each venue of an analysis', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('timeline'));
    const paper = {
      title: 'A paper',
      theme: 'Machine learning',
      abstract: 'We learn.',
      keywords: ['learning'],
    };
    const created = await jsonOf(await client.request('/api/submissions', { json: paper }));
    const stored = AnalysisSchema.parse(
      await jsonOf(await client.request(`/api/submissions/${created.submission.id}`)),
    );
    const byId = new Map(stored.matches.map((match) => [match.venue.id, match.venue]));
    expect(byId.get('conf/iclr')).toMatchObject({
      notification: { estimated: false, weeksAfterDeadline: 10 },
      latestAcceptanceRate: { year: 2025, source: 'ccf-deadlines' },
    });
    expect(byId.get('conf/neurips')?.notification).toMatchObject({ estimated: true, basisYear: 2026 });
    expect(byId.get('conf/quiet')).toMatchObject({ notification: null, latestAcceptanceRate: null });
    expect(created.matches.map((match: { venue: unknown }) => match.venue)).toEqual(
      stored.matches.map((match) => match.venue),
    );
  });
});
