import { eq } from 'drizzle-orm';
import { listDeadlineChanges, type Venue } from '@venuescout/catalog';
import { schema } from '@venuescout/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, testAppUrl, uniqueEmail, type TestApp } from '../../test/create-test-app.ts';
import { makeVenue, paperEdition } from '../../test/venue-factory.ts';
import { createLogger } from '../lib/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { recordDeadlineChanges } from './record-deadline-changes.ts';
import { sendChangeAlerts } from './send-change-alerts.ts';

const detectedAt = new Date('2031-06-01T00:00:00.000Z');
const hour = 3_600_000;
const day = 24 * hour;
const afterDetection = (ms: number) => new Date(detectedAt.getTime() + ms);

// Each test has venues of its own, so that no test's changes reach another's users.
const acronyms = ['ALPHA', 'BETA', 'GAMMA', 'FOUND', 'DELTA', 'EPSILON', 'ZETA', 'ETA'];
const venueFor = (acronym: string, editions: Venue['editions'] = []) =>
  makeVenue({ id: `conf/${acronym.toLowerCase()}`, acronym, name: `${acronym} Conference`, editions });
const venues = acronyms.map((acronym) => venueFor(acronym));

describe('deadline change alerts', () => {
  let t: TestApp;
  const logger = createLogger('silent');
  beforeAll(async () => {
    // The stand-in matcher ranks FOUND first in every analysis.
    t = await createTestApp({}, venues, ['conf/found']);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Records what a refresh from `previous` to `next` finds, as the refresh does in its transaction. */
  async function refresh(previous: Venue[], next: Venue[], at = detectedAt): Promise<number> {
    const { db } = t.context.deps;
    const changes = listDeadlineChanges({ previous, next, now: at });
    return db.transaction(async (tx) => {
      const [run] = await tx
        .insert(schema.catalogRefreshes)
        .values({ status: 'applied', trigger: 'operator', report: {}, startedAt: at, finishedAt: at })
        .returning({ id: schema.catalogRefreshes.id });
      return recordDeadlineChanges(tx, { refreshId: run!.id, changes, detectedAt: at });
    });
  }

  const send = (now = afterDetection(hour), mailer: Mailer = t.context.deps.mailer) =>
    sendChangeAlerts({ db: t.context.deps.db, mailer, appUrl: testAppUrl, logger, now });

  const alertsTo = async (email: string) =>
    (await t.mailbox()).filter((message) => message.to === email && / deadline /.test(message.subject));

  async function saver(label: string, ...venueIds: string[]) {
    const email = uniqueEmail(label);
    const client = await t.signUpConfirmed(email);
    for (const venueId of venueIds) {
      expect((await client.request('/api/favorites', { json: { venueId } })).status).toBe(201);
    }
    return { email, client };
  }

  it('e-mails each user once per change of a saved venue, with the new and former deadline', async () => {
    const alphaBefore = venueFor('ALPHA', [paperEdition(2031, '2031-01-11T11:59:00.000Z')]);
    const alphaAfter = venueFor('ALPHA', [
      ...alphaBefore.editions,
      paperEdition(2032, '2032-01-30T11:59:00.000Z'),
    ]);
    const betaBefore = venueFor('BETA', [paperEdition(2032, '2032-02-05T11:59:00.000Z')]);
    const betaAfter = venueFor('BETA', [paperEdition(2032, '2032-02-12T11:59:00.000Z')]);
    const both = await saver('both', 'conf/alpha', 'conf/beta');
    const one = await saver('one', 'conf/alpha');

    expect(await refresh([alphaBefore, betaBefore], [alphaAfter, betaAfter])).toBe(2);
    expect(await send()).toEqual({ sent: 3 });

    const [published, extended] = await Promise.all([
      alertsTo(one.email),
      alertsTo(both.email).then((messages) => messages.filter((m) => m.subject.startsWith('BETA'))),
    ]);
    expect(published.map((message) => message.subject)).toEqual([
      'ALPHA 2032 paper deadline published: 29 Jan 2032',
    ]);
    expect(published[0]!.text).toContain(
      'The ALPHA 2032 paper deadline (ALPHA Conference) is now published: 29 Jan 2032, 23:59 AoE (2032-01-30T11:59:00Z). It was estimated 10 Jan 2032 from past editions.',
    );
    expect(published[0]!.text).toContain('because ALPHA is among your saved venues');
    expect(published[0]!.links).toEqual([`${testAppUrl}/venues/conf/alpha`, `${testAppUrl}/profile`]);
    expect(extended.map((message) => message.subject)).toEqual([
      'BETA 2032 paper deadline extended by 7 days',
    ]);
    expect(extended[0]!.text).toContain(
      'was extended by 7 days, to 11 Feb 2032, 23:59 AoE (2032-02-12T11:59:00Z). It was 4 Feb 2032, 23:59 AoE.',
    );
    expect(await alertsTo(both.email)).toHaveLength(2);

    // A second refresh finding the same changes, and a second scan, send nothing more.
    expect(await refresh([alphaBefore, betaBefore], [alphaAfter, betaAfter], afterDetection(day))).toBe(0);
    expect(await send(afterDetection(day + hour))).toEqual({ sent: 0 });
    expect(await alertsTo(one.email)).toHaveLength(1);
    expect(await alertsTo(both.email)).toHaveLength(2);
  });

  it('sends nothing to a user who turned change alerts off', async () => {
    const quiet = await saver('quiet', 'conf/gamma');
    const keen = await saver('keen', 'conf/gamma');
    const off = await quiet.client.request('/api/settings', {
      method: 'PATCH',
      json: { changeAlertsEnabled: false },
    });
    expect(off.status).toBe(200);

    await refresh([], [venueFor('GAMMA', [paperEdition(2032, '2032-03-01T11:59:00.000Z')])]);
    expect(await send()).toEqual({ sent: 1 });
    expect(await alertsTo(quiet.email)).toEqual([]);
    expect((await alertsTo(keen.email)).map((message) => message.subject)).toEqual([
      'GAMMA 2032 paper deadline published: 29 Feb 2032',
    ]);
  });

  it("e-mails about venues a user's analyses found only to users who asked, once each", async () => {
    const paper = { title: 'T', theme: 'Theme', abstract: 'An abstract.', keywords: ['k'] };
    const analyst = async (label: string, settings: Record<string, boolean> | null) => {
      const email = uniqueEmail(label);
      const client = await t.signUpConfirmed(email);
      expect((await client.request('/api/submissions', { json: paper })).status).toBe(201);
      if (settings) await client.request('/api/settings', { method: 'PATCH', json: settings });
      return { email, client };
    };
    const asked = await analyst('asked', { analysisChangeAlerts: true });
    const askedAndSaved = await analyst('asked-saved', { analysisChangeAlerts: true });
    await askedAndSaved.client.request('/api/favorites', { json: { venueId: 'conf/found' } });
    const notAsked = await analyst('not-asked', null);
    const allOff = await analyst('all-off', { analysisChangeAlerts: true, changeAlertsEnabled: false });

    await refresh([], [venueFor('FOUND', [paperEdition(2032, '2032-04-01T11:59:00.000Z')])]);
    expect(await send()).toEqual({ sent: 2 });

    const [toAsked, toAskedAndSaved] = await Promise.all([
      alertsTo(asked.email),
      alertsTo(askedAndSaved.email),
    ]);
    expect(toAsked).toHaveLength(1);
    expect(toAsked[0]!.text).toContain('because one of your analyses found FOUND');
    expect(toAskedAndSaved).toHaveLength(1);
    expect(toAskedAndSaved[0]!.text).toContain('because FOUND is among your saved venues');
    expect(await alertsTo(notAsked.email)).toEqual([]);
    expect(await alertsTo(allOff.email)).toEqual([]);
  });

  it('sends each alert once when two scans run at the same moment', async () => {
    const users = await Promise.all(
      ['twin-a', 'twin-b', 'twin-c'].map((label) => saver(label, 'conf/delta')),
    );
    await refresh([], [venueFor('DELTA', [paperEdition(2032, '2032-05-01T11:59:00.000Z')])]);

    const results = await Promise.all([send(), send()]);
    expect(results[0]!.sent + results[1]!.sent).toBe(3);
    for (const { email } of users) expect(await alertsTo(email)).toHaveLength(1);
  });

  it('releases the claim of an e-mail that could not be sent, so a later scan sends it', async () => {
    const { email } = await saver('retry', 'conf/epsilon');
    await refresh([], [venueFor('EPSILON', [paperEdition(2032, '2032-06-01T11:59:00.000Z')])]);
    const failing: Mailer = {
      kind: 'smtp',
      send: () => Promise.reject(new Error('SMTP server unreachable')),
      close: async () => {},
    };

    expect(await send(afterDetection(hour), failing)).toEqual({ sent: 0 });
    const { db } = t.context.deps;
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(
      await db.select().from(schema.changeAlertsSent).where(eq(schema.changeAlertsSent.userId, user!.id)),
    ).toEqual([]);
    expect(await send(afterDetection(2 * hour))).toEqual({ sent: 1 });
    expect(await alertsTo(email)).toHaveLength(1);
  });

  it('sends nothing about a change older than 14 days or a deadline already passed', async () => {
    const { email } = await saver('late', 'conf/zeta');
    await refresh([], [venueFor('ZETA', [paperEdition(2031, '2031-06-20T11:59:00.000Z')])]);

    expect(await send(afterDetection(15 * day))).toEqual({ sent: 0 });
    expect(await send(afterDetection(20 * day))).toEqual({ sent: 0 });
    expect(await alertsTo(email)).toEqual([]);
    expect(await send(afterDetection(hour))).toEqual({ sent: 1 });
  });

  it('sends only the latest news when a deadline changed twice before the scan', async () => {
    const { email } = await saver('twice', 'conf/eta');
    const first = venueFor('ETA', [paperEdition(2032, '2032-07-01T11:59:00.000Z')]);
    const second = venueFor('ETA', [paperEdition(2032, '2032-07-08T11:59:00.000Z')]);
    await refresh([], [first]);
    await refresh([first], [second], afterDetection(day));

    expect(await send(afterDetection(day + hour))).toEqual({ sent: 1 });
    expect((await alertsTo(email)).map((message) => message.subject)).toEqual([
      'ETA 2032 paper deadline extended by 7 days',
    ]);
  });

  it('reads and changes each setting through the API, keeping the others', async () => {
    const { client } = await saver('settings');
    const me = async () => (await jsonOf(await client.request('/api/me'))).settings;
    const patch = (json: unknown) => client.request('/api/settings', { method: 'PATCH', json });
    expect(await me()).toEqual({
      remindersEnabled: true,
      changeAlertsEnabled: true,
      analysisChangeAlerts: false,
    });

    expect(await jsonOf(await patch({ changeAlertsEnabled: false }))).toEqual({
      remindersEnabled: true,
      changeAlertsEnabled: false,
      analysisChangeAlerts: false,
    });
    await patch({ analysisChangeAlerts: true });
    await patch({ remindersEnabled: false });
    const expected = { remindersEnabled: false, changeAlertsEnabled: false, analysisChangeAlerts: true };
    expect(await me()).toEqual(expected);
    expect((await jsonOf(await client.request('/api/account/export'))).settings).toMatchObject(expected);

    for (const [body, message] of [
      [{}, 'Name at least one setting to change.'],
      [{ changeAlertsEnabled: 'no' }, 'changeAlertsEnabled must be true or false'],
      [
        { changeAlertsEnabled: true, changeAlerts: false },
        'Only remindersEnabled, changeAlertsEnabled and analysisChangeAlerts can be changed here.',
      ],
    ] as const) {
      const refused = await patch(body);
      expect(refused.status).toBe(400);
      expect((await jsonOf(refused)).message).toBe(message);
    }
    expect(await me()).toEqual(expected);
  });
});
