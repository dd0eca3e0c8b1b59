import ICAL from 'ical.js';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonOf, testAppUrl, uniqueEmail } from '../test/create-test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { makeVenue, paperEdition } from '../test/venue-factory.ts';
import { createLogger } from './lib/logger.ts';
import { sendDueReminders } from './reminders/send-due-reminders.ts';
import { rowsOf } from '@venuescout/db';

const day = 86_400_000;
// iCalendar has whole seconds; so do the deadlines in the sources.
const inDays = (days: number) => new Date(Math.floor((Date.now() + days * day) / 1000) * 1000).toISOString();
const fixedDeadline = '2031-03-15T11:59:59.000Z';

const venues = [
  makeVenue({
    id: 'conf/soon',
    acronym: 'SOON',
    editions: [
      {
        year: 2027,
        source: 'ccf-deadlines',
        deadlines: [
          { kind: 'abstract', at: inDays(3), timezone: 'AoE', source: 'ccf-deadlines' },
          { kind: 'paper', at: inDays(10), timezone: 'AoE', source: 'ccf-deadlines' },
          { kind: 'notification', at: inDays(60), timezone: 'AoE', source: 'ccf-deadlines' },
        ],
      },
      paperEdition(2026, inDays(-200)),
    ],
  }),
  // Its decision date can only be estimated (from 2026), so the calendar leaves it out.
  makeVenue({
    id: 'conf/later',
    acronym: 'LATER',
    editions: [
      {
        ...paperEdition(2026, inDays(-100)),
        deadlines: [
          ...paperEdition(2026, inDays(-100)).deadlines,
          { kind: 'notification', at: inDays(-40), timezone: 'AoE', source: 'ccf-deadlines' },
        ],
      },
    ],
  }),
  makeVenue({ id: 'conf/fixed', acronym: 'FIXED', editions: [paperEdition(2031, fixedDeadline)] }),
  // A journal-like conference with a paper deadline every month, as VLDB has.
  makeVenue({
    id: 'conf/monthly',
    acronym: 'MONTHLY',
    editions: [
      {
        year: 2027,
        source: 'ccf-deadlines',
        deadlines: [8, 4, 2, 6].map((month) => ({
          kind: 'paper',
          at: inDays(month * 30),
          timezone: 'UTC-7',
          source: 'ccf-deadlines' as const,
        })),
      },
    ],
  }),
];

describe('the researcher library', () => {
  const t = useTestApp({}, venues, ['conf/later', 'conf/soon']);

  const paper = { title: 'T', theme: 'Theme', abstract: 'An abstract.', keywords: ['k'] };

  it('lists the deadlines of matched and favourite venues, earliest first, with estimates marked', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('deadlines'));
    await client.request('/api/submissions', { json: paper });
    await client.request('/api/favorites', { json: { venueId: 'conf/soon' } });

    const { items } = await jsonOf(await client.request('/api/deadlines'));
    expect(
      items.map(
        (item: { venue: { id: string }; deadline: { kind: string } }) =>
          `${item.venue.id} ${item.deadline.kind}`,
      ),
    ).toEqual(['conf/soon abstract', 'conf/soon paper', 'conf/later paper']);
    expect(items[0]).toMatchObject({ source: 'favorite', deadline: { estimated: false, timezone: 'AoE' } });
    expect(items[2]).toMatchObject({ source: 'match', deadline: { estimated: true, basisYear: 2026 } });

    const withPast = await jsonOf(await client.request('/api/deadlines?past=true'));
    expect(withPast.items.length).toBe(5);
    expect(Date.parse(withPast.items[0].deadline.at)).toBeLessThan(Date.now());
  });

  it('serves RFC 5545 calendars that an independent parser reads back, with published decision dates', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('ics'));
    await client.request('/api/favorites', { json: { venueId: 'conf/soon' } });
    await client.request('/api/favorites', { json: { venueId: 'conf/later' } });

    const response = await client.request('/api/calendar.ics');
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const text = await response.text();
    expect(text).toContain('\r\n');
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(events.map((event) => event.summary)).toEqual([
      'SOON 2027 — abstract deadline',
      'SOON 2027 — paper deadline',
      'SOON 2027 — notification',
      expect.stringMatching(/^LATER \d{4} — paper deadline \(estimated\)$/),
    ]);
    expect(events[2]!.startDate.toJSDate().toISOString()).toBe(
      new Date(venues[0]!.editions[0]!.deadlines[2]!.at).toISOString(),
    );
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe(
      new Date(venues[0]!.editions[0]!.deadlines[0]!.at).toISOString(),
    );
    expect(events[0]!.startDate.zone.tzid).toBe('UTC');
    expect(events[0]!.description).toContain(`${testAppUrl}/venues/conf/soon`);
    expect(events[3]!.description).toContain('estimated from the 2026 edition');

    const again = new ICAL.Component(ICAL.parse(await (await client.request('/api/calendar.ics')).text()));
    expect(again.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'))).toEqual(
      events.map((e) => e.uid),
    );

    const at = encodeURIComponent(venues[0]!.editions[0]!.deadlines[1]!.at);
    const one = await client.request(`/api/calendar/deadline.ics?venueId=conf/soon&kind=paper&at=${at}`);
    expect(one.status).toBe(200);
    const single = new ICAL.Component(ICAL.parse(await one.text())).getAllSubcomponents('vevent');
    expect(single).toHaveLength(1);
    expect(single[0]!.getFirstPropertyValue('uid')).toBe(events[1]!.uid);
    expect(
      (await client.request(`/api/calendar/deadline.ics?venueId=conf/fixed&kind=paper&at=${at}`)).status,
    ).toBe(404);
  });

  it('gives every round of a venue with several deadlines of one kind its own calendar UID', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('rounds'));
    await client.request('/api/favorites', { json: { venueId: 'conf/monthly' } });
    await client.request('/api/favorites', { json: { venueId: 'conf/soon' } });
    const text = await (await client.request('/api/calendar.ics')).text();
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    const uids = events.map((event) => String(event.getFirstPropertyValue('uid')));
    expect(uids.filter((uid) => uid.startsWith('conf-monthly'))).toEqual([
      'conf-monthly-2027-paper@venuescout',
      'conf-monthly-2027-paper-r2@venuescout',
      'conf-monthly-2027-paper-r3@venuescout',
      'conf-monthly-2027-paper-r4@venuescout',
    ]);
    expect(new Set(uids).size).toBe(uids.length);
    // The first round keeps the UID a calendar subscribed before rounds were counted already has.
    expect(uids).toContain('conf-soon-2027-paper@venuescout');
    expect(uids).toContain('conf-soon-2027-notification@venuescout');
  });

  it('serves the private feed without a session, and a rotated token stops working', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('feed'));
    await client.request('/api/favorites', { json: { venueId: 'conf/soon' } });
    const { calendarFeedUrl } = await jsonOf(await client.request('/api/me'));
    expect(calendarFeedUrl).toMatch(new RegExp(`^${testAppUrl}/api/calendar/[A-Za-z0-9_-]+\\.ics$`));

    const path = calendarFeedUrl.replace(testAppUrl, '');
    const anonymous = await t.newClient().request(path);
    expect(anonymous.status).toBe(200);
    expect(await anonymous.text()).toContain('SUMMARY:SOON 2027');

    const rotated = await jsonOf(await client.request('/api/calendar/feed/rotate', { json: {} }));
    expect(rotated.calendarFeedUrl).not.toBe(calendarFeedUrl);
    expect((await t.newClient().request(path)).status).toBe(404);
    expect((await t.newClient().request(rotated.calendarFeedUrl.replace(testAppUrl, ''))).status).toBe(200);
    expect((await jsonOf(await client.request('/api/me'))).calendarFeedUrl).toBe(rotated.calendarFeedUrl);
  });

  describe('reminders', () => {
    const logger = createLogger('silent');
    const scan = (now: string) =>
      sendDueReminders({
        db: t.context.deps.db,
        mailer: t.context.deps.mailer,
        venueDirectory: t.context.deps.venueDirectory,
        appUrl: testAppUrl,
        logger,
        now: new Date(now),
      });
    const remindersTo = async (email: string) =>
      (await t.mailbox()).filter((message) => message.to === email && message.subject.startsWith('FIXED'));

    it('sends the 7-day and the 1-day reminder once each, at fixed clock times', async () => {
      const email = uniqueEmail('remind');
      const client = await t.signUpConfirmed(email);
      await client.request('/api/favorites', { json: { venueId: 'conf/fixed' } });

      await scan('2031-03-07T11:00:00.000Z');
      expect(await remindersTo(email)).toHaveLength(0);
      await scan('2031-03-08T12:00:00.000Z');
      await scan('2031-03-09T12:00:00.000Z');
      const weekly = await remindersTo(email);
      expect(weekly.map((message) => message.subject)).toEqual(['FIXED 2031 paper deadline in one week']);
      expect(weekly[0]!.links).toContain(`${testAppUrl}/venues/conf/fixed`);

      await scan('2031-03-14T12:00:00.000Z');
      await scan('2031-03-15T11:00:00.000Z');
      await scan('2031-03-15T12:00:00.000Z');
      expect((await remindersTo(email)).map((message) => message.subject)).toEqual([
        'FIXED 2031 paper deadline tomorrow',
        'FIXED 2031 paper deadline in one week',
      ]);
    });

    it('sends nothing to a user who turned reminders off', async () => {
      const email = uniqueEmail('quiet');
      const client = await t.signUpConfirmed(email);
      await client.request('/api/favorites', { json: { venueId: 'conf/fixed' } });
      const settings = await client.request('/api/settings', {
        method: 'PATCH',
        json: { remindersEnabled: false },
      });
      const expected = { remindersEnabled: false, changeAlertsEnabled: true, analysisChangeAlerts: false };
      expect(await jsonOf(settings)).toEqual(expected);
      expect((await jsonOf(await client.request('/api/me'))).settings).toEqual(expected);
      await scan('2031-03-10T12:00:00.000Z');
      expect(await remindersTo(email)).toHaveLength(0);
    });
  });

  it('changes the password with the current one, revoking the other sessions', async () => {
    const email = uniqueEmail('change');
    const first = await t.signUpConfirmed(email, 'first password 1');
    const second = t.newClient();
    await second.request('/api/auth/sign-in/email', { json: { email, password: 'first password 1' } });
    expect((await second.request('/api/me')).status).toBe(200);

    const mismatch = await first.request('/api/auth/change-password', {
      json: {
        currentPassword: 'first password 1',
        newPassword: 'second password 2',
        confirmPassword: 'other',
      },
    });
    expect(mismatch.status).toBe(400);
    expect((await jsonOf(mismatch)).issues).toContainEqual({
      path: 'confirmPassword',
      message: 'New passwords do not match',
    });
    const wrong = await first.request('/api/auth/change-password', {
      json: { currentPassword: 'not it at all', newPassword: 'second password 2' },
    });
    expect(wrong.status).toBe(400);

    const changed = await first.request('/api/auth/change-password', {
      json: { currentPassword: 'first password 1', newPassword: 'second password 2' },
    });
    expect(changed.status).toBe(200);
    expect((await first.request('/api/me')).status).toBe(200);
    expect((await second.request('/api/me')).status).toBe(401);
    const signIn = await t
      .newClient()
      .request('/api/auth/sign-in/email', { json: { email, password: 'second password 2' } });
    expect(signIn.status).toBe(200);
  });

  it('exports the data of the account and deletes the account leaving no rows', async () => {
    const email = uniqueEmail('delete');
    const client = await t.signUpConfirmed(email);
    await client.request('/api/submissions', { json: paper });
    await client.request('/api/favorites', { json: { venueId: 'conf/soon' } });
    await client.request('/api/settings', { method: 'PATCH', json: { remindersEnabled: false } });
    await client.request('/api/contact', { json: { name: 'Me', email, message: 'hello' } });

    const data = await jsonOf(await client.request('/api/account/export'));
    expect(data.account.email).toBe(email);
    expect(data.submissions).toHaveLength(1);
    expect(data.submissions[0].matches.length).toBeGreaterThan(0);
    expect(data.favorites).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/"password"|"token"/);

    const refused = await client.request('/api/account', {
      method: 'DELETE',
      json: { confirmEmail: 'someone@else.com', password: 'correct horse battery' },
    });
    expect(refused.status).toBe(400);
    const { id: userId } = (await jsonOf(await client.request('/api/me'))).user;

    const deleted = await client.request('/api/account', {
      method: 'DELETE',
      json: { confirmEmail: email.toUpperCase(), password: 'correct horse battery' },
    });
    expect(deleted.status).toBe(204);
    expect((await client.request('/api/me')).status).toBe(401);

    const { db } = t.context.deps;
    const count = async (query: ReturnType<typeof sql>) =>
      Number(rowsOf<{ n: number }>(await db.execute(query))[0]!.n);
    // Every table with a user_id column, so that tables added later are held to the same promise.
    const tables = rowsOf<{ name: string }>(
      await db.execute(
        sql`select table_name as name from information_schema.columns
          where table_schema = 'public' and column_name = 'user_id' order by table_name`,
      ),
    );
    expect(tables.map((row) => row.name)).toEqual(
      expect.arrayContaining(['sessions', 'submissions', 'favorites', 'subscriptions', 'billing_customers']),
    );
    for (const { name } of tables) {
      expect(
        await count(sql`select count(*)::int as n from ${sql.identifier(name)} where user_id = ${userId}`),
        name,
      ).toBe(0);
    }
    expect(await count(sql`select count(*)::int as n from users where id = ${userId}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from contact_messages where email = ${email}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from verifications where identifier = ${email}`)).toBe(
      0,
    );
    const signIn = await t
      .newClient()
      .request('/api/auth/sign-in/email', { json: { email, password: 'correct horse battery' } });
    expect(signIn.status).toBe(401);
  });
});
