import ICAL from 'ical.js';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf, schema } from '@venuescout/db';
import { jsonOf, testAppUrl, uniqueEmail } from '../test/create-test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { makeVenue } from '../test/venue-factory.ts';
import { createLogger } from './lib/logger.ts';
import { sendDueReminders } from './reminders/send-due-reminders.ts';

// 17:00 Pacific on 25 November is 01:00 UTC on the 26th: the UTC day is one day late.
const deadlineAt = '2027-11-26T01:00:00.000Z';
const published = { date: '2027-11-25', time: '17:00', zone: 'PT' };
const shown = '25 Nov 2027, 17:00 PT';

const venues = [
  makeVenue({
    id: 'conf/vldb',
    acronym: 'VLDB',
    editions: [
      {
        year: 2028,
        source: 'ccf-deadlines',
        deadlines: [{ kind: 'paper', at: deadlineAt, timezone: 'PT', source: 'ccf-deadlines' }],
      },
    ],
  }),
];

const paper = {
  title: 'Adaptive query processing',
  theme: 'Databases',
  abstract: 'We adapt query plans while they run.',
  keywords: ['query processing'],
};

describe('a deadline published in Pacific time', () => {
  const t = useTestApp({}, venues, ['conf/vldb']);

  it('is stated on 25 November by the API, the CSV export, the calendar and the reminder e-mail', async () => {
    const email = uniqueEmail('surfaces');
    const client = await t.signUpConfirmed(email);
    await client.request('/api/favorites', { json: { venueId: 'conf/vldb' } });

    const venue = await jsonOf(await client.request('/api/venues/conf/vldb'));
    expect(venue.nextDeadline).toMatchObject({ at: deadlineAt, timezone: 'PT', published });
    expect(venue.editions[0].deadlines[0]).toMatchObject({ at: deadlineAt, published });
    const listed = await jsonOf(await client.request('/api/venues?q=VLDB'));
    expect(listed.items[0].nextDeadline.published).toEqual(published);
    const deadlines = await jsonOf(await client.request('/api/deadlines'));
    expect(deadlines.items[0].deadline).toMatchObject({ at: deadlineAt, published });

    const { submission, matches } = await jsonOf(await client.request('/api/submissions', { json: paper }));
    expect(matches[0].venue.nextDeadline.published).toEqual(published);
    const csv = await (await client.request(`/api/submissions/${submission.id}/export.csv`)).text();
    const [row] = Papa.parse<Record<string, string>>(csv, { header: true }).data;
    expect(row!.next_deadline).toBe(`${shown}, paper`);

    const ics = await (await client.request('/api/calendar.ics')).text();
    const [event] = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
    expect(String(event!.getFirstPropertyValue('description'))).toContain(`Deadline: ${shown}.`);
    expect(new ICAL.Event(event!).startDate.toJSDate().toISOString()).toBe(deadlineAt);

    await sendDueReminders({
      db: t.context.deps.db,
      mailer: t.context.deps.mailer,
      venueDirectory: t.context.deps.venueDirectory,
      appUrl: testAppUrl,
      logger: createLogger('silent'),
      now: new Date('2027-11-25T06:00:00.000Z'),
    });
    const [reminder] = (await t.mailbox()).filter((message) => message.subject.startsWith('VLDB'));
    expect(reminder!.subject).toBe('VLDB 2028 paper deadline tomorrow');
    expect(reminder!.text).toContain(`is tomorrow: ${shown} (2027-11-26T01:00:00Z).`);
  });

  it('is stated on 25 November for an analysis stored before the published time was recorded', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('stored'));
    const { submission } = await jsonOf(await client.request('/api/submissions', { json: paper }));
    await t.context.deps.db.execute(
      sql`update submission_matches set venue = venue #- '{nextDeadline,published}'
          where submission_id = ${submission.id}`,
    );
    const stored = await t.context.deps.db.execute(
      sql`select venue -> 'nextDeadline' ? 'published' as has from submission_matches
          where submission_id = ${submission.id}`,
    );
    expect(rowsOf<{ has: boolean }>(stored)[0]!.has).toBe(false);

    const analysis = await jsonOf(await client.request(`/api/submissions/${submission.id}`));
    expect(analysis.matches[0].venue.nextDeadline.published).toEqual(published);
    const csv = await (await client.request(`/api/submissions/${submission.id}/export.csv`)).text();
    expect(Papa.parse<Record<string, string>>(csv, { header: true }).data[0]!.next_deadline).toBe(
      `${shown}, paper`,
    );
  });

  it('carries a recent extension on the deadlines list and the venue, with the old deadline on its Pacific day', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('changed'));
    await client.request('/api/favorites', { json: { venueId: 'conf/vldb' } });
    const before = (await jsonOf(await client.request('/api/deadlines'))).items[0];
    const detectedAt = new Date(Date.now() - 86_400_000);
    await t.context.deps.db.insert(schema.catalogDeadlineChanges).values({
      changeKey: 'conf/vldb:2028:paper:1:2027-11-26T01:00:00.000Z',
      venueId: 'conf/vldb',
      editionYear: 2028,
      kind: 'paper',
      change: 'extended',
      // 17:00 Pacific on 18 November, a week earlier.
      previousAt: new Date('2027-11-19T01:00:00.000Z'),
      newAt: new Date(deadlineAt),
      timezone: 'PT',
      detectedAt,
    });
    t.context.deps.venueDirectory.invalidate();

    const expected = {
      change: 'extended',
      detectedAt: detectedAt.toISOString(),
      previous: { date: '2027-11-18', time: '17:00', zone: 'PT' },
      isPreviousEstimated: false,
      days: 7,
    };
    const [item] = (await jsonOf(await client.request('/api/deadlines'))).items;
    const { change, ...deadline } = item.deadline;
    expect(change).toEqual(expected);
    expect({ ...item, deadline }).toEqual(before);
    const venue = await jsonOf(await client.request('/api/venues/conf/vldb'));
    expect(venue.nextDeadline).toEqual({ ...before.deadline, change: expected });
  });
});
