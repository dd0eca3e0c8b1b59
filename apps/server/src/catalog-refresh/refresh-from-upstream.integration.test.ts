import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, readSourceFolder, type SourceId, type Venue } from '@venuescout/catalog';
import { createTestApp, type TestApp, type TestClient } from '../../test/create-test-app.ts';
import type { RefreshReport } from './refresh-report.ts';
import type { PlantedChanges } from './testing/build-newer-snapshot.ts';
import { commitOf, refreshApp, releaseSourceDir, startNewerMirror } from './testing/start-newer-mirror.ts';
import { writeTarGz } from './testing/write-tar-gz.ts';

describe('refreshing the catalog from upstream archives', () => {
  let t: TestApp;
  let mirror: Awaited<ReturnType<typeof startNewerMirror>>['mirror'];
  let mirrorEnv: Record<string, string>;
  let planted: PlantedChanges;
  let release: Venue[];
  let report: RefreshReport;
  const users: Record<'saver' | 'optedOut' | 'bystander', { client: TestClient; email: string }> =
    {} as never;
  const idOf = (acronym: string) => release.find((venue) => venue.acronym === acronym)!.id;
  const refresh = () => refreshApp(t.context);

  beforeAll(async () => {
    release = (await loadCatalog()).venues;
    ({ mirror, planted, env: mirrorEnv } = await startNewerMirror(release));
    t = await createTestApp(
      {
        ...mirrorEnv,
        FREE_MAX_FAVORITES: '10',
      },
      release,
    );
    for (const name of ['saver', 'optedOut', 'bystander'] as const) {
      const email = `${name.toLowerCase()}@example.com`;
      users[name] = { client: await t.signUpConfirmed(email), email };
    }
    const save = (client: TestClient, acronym: string) =>
      client.request('/api/favorites', { method: 'POST', json: { venueId: idOf(acronym) } });
    for (const acronym of [planted.moved.title, planted.extended.title, planted.published[0]!]) {
      expect((await save(users.saver.client, acronym)).status).toBe(201);
    }
    expect((await save(users.optedOut.client, planted.moved.title)).status).toBe(201);
    const optOut = await users.optedOut.client.request('/api/settings', {
      method: 'PATCH',
      json: { changeAlertsEnabled: false },
    });
    expect(optOut.status).toBe(200);
    report = await refresh();
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await mirror?.close();
  });

  const outcome = (id: SourceId) => report.sources.find((source) => source.id === id);

  it('applies the sources that are fine and reports the broken one, keeping its last good files', () => {
    expect(report.status).toBe('applied');
    expect(outcome('ccf-deadlines')).toMatchObject({ outcome: 'updated', commit: commitOf('ccf-deadlines') });
    expect(outcome('tobna-ai-deadlines')).toMatchObject({
      outcome: 'rejected',
      reason: expect.stringContaining(`${planted.broken.path}: invalid YAML`),
    });
    expect(outcome('hf-ai-deadlines')?.outcome).toBe('unchanged');
    expect(outcome('ccf-list-2026')?.outcome).toBe('pinned');
  });

  it('loses no venue and counts each planted change once', () => {
    expect(report.venues).toMatchObject({
      before: release.length,
      after: release.length,
      added: [],
      merged: [],
      retired: [],
    });
    expect(report.deadlines).toMatchObject({ published: 3, moved: 1, extended: 1 });
    const byVenue = new Map(report.deadlines.changes.map((change) => [change.venueId, change]));
    expect(byVenue.get(idOf(planted.moved.title))).toMatchObject({
      change: 'moved',
      isPreviousEstimated: false,
    });
    expect(byVenue.get(idOf(planted.extended.title))).toMatchObject({ change: 'extended' });
    for (const acronym of planted.published) expect(byVenue.get(idOf(acronym))?.change).toBe('published');
  });

  it('serves the new catalog at once in this process: the renamed venue has its new name', async () => {
    const response = await t.app.request(`/api/venues/${idOf(planted.renamed.title)}`);
    expect(((await response.json()) as { name: string }).name).toBe(planted.renamed.to);
  });

  it('e-mails each change once to each user who saved the venue, and nobody else', async () => {
    const mailbox = await t.mailbox();
    const alerts = (email: string) =>
      mailbox.filter((message) => message.to === email && /deadline/i.test(message.subject));
    expect(alerts(users.saver.email)).toHaveLength(3);
    expect(alerts(users.optedOut.email)).toHaveLength(0);
    expect(alerts(users.bystander.email)).toHaveLength(0);
    expect(report.alertsSent).toBe(3);
  });

  it('finds nothing new on the next run: upstream answers 304 and no e-mail is sent twice', async () => {
    const before = (await t.mailbox()).length;
    const again = await refresh();
    expect(again.status).toBe('unchanged');
    expect(
      again.sources.filter((source) => source.url && source.outcome !== 'unchanged').map((s) => s.id),
    ).toEqual(['tobna-ai-deadlines']);
    expect((await t.mailbox()).length).toBe(before);
  });

  it('skips a source whose archive is hostile and still applies another that changed', async () => {
    mirror.set('hf-ai-deadlines', {
      status: 200,
      body: writeTarGz([{ path: '../../etc/passwd', data: Buffer.from('root:x:0:0') }], { topFolder: null }),
    });
    mirror.set('hci-deadlines', { status: 404 });
    const modeling = await readSourceFolder(join(releaseSourceDir, 'modeling-deadlines'));
    mirror.set('modeling-deadlines', {
      files: modeling.map((file) =>
        file.path === 'conferences.yml' ? { ...file, text: `${file.text}\n` } : file,
      ),
      commit: 'b'.repeat(40),
    });
    const third = await refresh();
    expect(third.sources.find((source) => source.id === 'hf-ai-deadlines')).toMatchObject({
      outcome: 'failed',
      reason: expect.stringContaining('..'),
    });
    expect(third.sources.find((source) => source.id === 'hci-deadlines')).toMatchObject({
      outcome: 'failed',
      reason: expect.stringContaining('404'),
    });
    expect(third.sources.find((source) => source.id === 'modeling-deadlines')?.outcome).toBe('updated');
    expect((await t.app.request('/api/venues?pageSize=1')).status).toBe(200);
    expect(third.venues.retired).toEqual([]);
  });
});
