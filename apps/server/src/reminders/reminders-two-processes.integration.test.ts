import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { makeVenue, paperEdition } from '../../test/venue-factory.ts';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../../test/scan-reminders-process.ts', import.meta.url));
const venues = [
  makeVenue({
    id: 'conf/twice',
    acronym: 'TWICE',
    editions: [paperEdition(2032, '2032-06-01T11:59:59.000Z')],
  }),
];

// Two real processes need a real server; PGlite is one process by design.
describe.skipIf(!process.env.TEST_DATABASE_URL)('reminders with two processes on one PostgreSQL', () => {
  const t = useTestApp({}, venues);

  it('sends each reminder once when both processes scan at the same moment', async () => {
    const emails = [uniqueEmail('two-a'), uniqueEmail('two-b'), uniqueEmail('two-c')];
    for (const email of emails) {
      const client = await t.signUpConfirmed(email);
      await client.request('/api/favorites', { json: { venueId: 'conf/twice' } });
    }
    const scan = () =>
      run(process.execPath, ['--import', 'tsx', script], {
        env: { ...process.env, DATABASE_URL: t.databaseUrl, SCAN_AT: '2032-05-28T00:00:00.000Z' },
      });
    const outputs = await Promise.all([scan(), scan()]);
    const sent = outputs.map(({ stdout }) => (JSON.parse(stdout.trim()) as { sent: number }).sent);
    expect(sent[0]! + sent[1]!).toBe(emails.length);

    const reminders = (await t.mailbox()).filter((message) => message.subject.startsWith('TWICE 2032'));
    expect(reminders.map((message) => message.to).sort()).toEqual([...emails].sort());
  });
});
