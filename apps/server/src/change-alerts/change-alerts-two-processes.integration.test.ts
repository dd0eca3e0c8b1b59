import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { listDeadlineChanges } from '@venuescout/catalog';
import { schema } from '@venuescout/db';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { makeVenue, paperEdition } from '../../test/venue-factory.ts';
import { recordDeadlineChanges } from './record-deadline-changes.ts';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../../test/scan-change-alerts-process.ts', import.meta.url));
const detectedAt = new Date('2031-06-01T00:00:00.000Z');
const before = makeVenue({ id: 'conf/pair', acronym: 'PAIR' });
const after = { ...before, editions: [paperEdition(2032, '2032-06-01T11:59:59.000Z')] };

// Two real processes need a real server; PGlite is one process by design.
describe.skipIf(!process.env.TEST_DATABASE_URL)('change alerts with two processes on one PostgreSQL', () => {
  const t = useTestApp({}, [before]);

  it('sends each alert once when both processes scan at the same moment', async () => {
    const emails = [uniqueEmail('pair-a'), uniqueEmail('pair-b'), uniqueEmail('pair-c')];
    for (const email of emails) {
      const client = await t.signUpConfirmed(email);
      await client.request('/api/favorites', { json: { venueId: 'conf/pair' } });
    }
    const changes = listDeadlineChanges({ previous: [before], next: [after], now: detectedAt });
    await t.context.deps.db.transaction(async (tx) => {
      const [refresh] = await tx
        .insert(schema.catalogRefreshes)
        .values({
          status: 'applied',
          trigger: 'operator',
          report: {},
          startedAt: detectedAt,
          finishedAt: detectedAt,
        })
        .returning({ id: schema.catalogRefreshes.id });
      await recordDeadlineChanges(tx, { refreshId: refresh!.id, changes, detectedAt });
    });
    const scan = () =>
      run(process.execPath, ['--import', 'tsx', script], {
        env: { ...process.env, DATABASE_URL: t.databaseUrl, SCAN_AT: '2031-06-01T01:00:00.000Z' },
      });
    const outputs = await Promise.all([scan(), scan()]);
    const sent = outputs.map(({ stdout }) => (JSON.parse(stdout.trim()) as { sent: number }).sent);
    expect(sent[0]! + sent[1]!).toBe(emails.length);

    const alerts = (await t.mailbox()).filter((message) => message.subject.startsWith('PAIR 2032'));
    expect(alerts.map((message) => message.to).sort()).toEqual([...emails].sort());
  });
});
