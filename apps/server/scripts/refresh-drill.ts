// A refresh drill on fixtures, printing the figures issue 24 asks for:
//   npm run catalog:refresh-drill [-- --report]
// It starts the app in-process on an in-memory database seeded with the release catalog, serves a newer
// snapshot of the sources from a local mirror (built from ../shared/data/catalog with deadlines published,
// moved and extended, one venue renamed and one tobna file broken), signs up users who save venues, runs
// one refresh, and counts what changed and what was e-mailed. Then it serves hostile archives for one
// source and measures what rejecting them cost. Nothing reaches the internet.
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { loadCatalog } from '@venuescout/catalog';
import { createTestApp } from '../test/create-test-app.ts';
import { formatRefreshReport } from '../src/catalog-refresh/format-refresh-report.ts';
import type { MirroredSource } from '../src/catalog-refresh/testing/serve-source-archives.ts';
import { refreshApp, startNewerMirror } from '../src/catalog-refresh/testing/start-newer-mirror.ts';
import { writeTarGz } from '../src/catalog-refresh/testing/write-tar-gz.ts';

const mib = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`;

const release = (await loadCatalog()).venues;
const { mirror, planted, env } = await startNewerMirror(release);
const t = await createTestApp({ ...env, FREE_MAX_FAVORITES: '10' }, release);
const idOf = (acronym: string) => release.find((venue) => venue.acronym === acronym)!.id;
const changed = [planted.moved.title, planted.extended.title, ...planted.published];
// Ten users save two to five of the changed venues each, so e-mails per user differ.
const saved = new Map<string, string[]>();
for (let index = 0; index < 10; index += 1) {
  const email = `drill-${index}@example.com`;
  const client = await t.signUpConfirmed(email);
  const venues = changed.slice(0, 2 + (index % 4));
  for (const acronym of venues)
    await client.request('/api/favorites', { method: 'POST', json: { venueId: idOf(acronym) } });
  saved.set(email, venues);
}
const refresh = () => refreshApp(t.context);

const report = await refresh();
if (process.argv.includes('--report')) process.stdout.write(formatRefreshReport(report));
const mailbox = await t.mailbox();
const expected = [...saved.values()].reduce((sum, venues) => sum + venues.length, 0);
const exact = [...saved].every(
  ([email, venues]) =>
    mailbox.filter((message) => message.to === email && /deadline/i.test(message.subject)).length ===
    venues.length,
);
const served = new Set((await t.context.deps.venueDirectory.all()).map((venue) => venue.id));
const mergedFrom = new Set(report.venues.merged.map((merge) => merge.from));
const lost = release.filter((venue) => !served.has(venue.id) && !mergedFrom.has(venue.id)).length;
process.stdout.write(
  [
    `Refresh on fixtures: ${report.status} in ${(report.ms / 1000).toFixed(1)} s`,
    ...report.sources.map(
      (source) =>
        `  ${source.id.padEnd(20)} ${source.outcome.padEnd(9)} ${source.ms} ms${source.reason ? ` (${source.reason})` : ''}`,
    ),
    `Deadlines: ${report.deadlines.published} published, ${report.deadlines.moved} moved, ${report.deadlines.extended} extended`,
    `Venues: ${report.venues.before} before, ${report.venues.after} after, ${report.venues.added.length} added, ${report.venues.merged.length} merged, lost ${lost}`,
    `E-mails: ${report.alertsSent} sent, ${expected} expected (one per user and change): ${exact ? 'exactly one each' : 'MISMATCH'}`,
  ].join('\n') + '\n',
);

const second = await refresh();
process.stdout.write(
  `Second run: ${second.status} in ${(second.ms / 1000).toFixed(1)} s, ${second.alertsSent ?? 0} e-mails\n\nHostile archives for one source (hf-ai-deadlines):\n`,
);
const hostile: [string, MirroredSource][] = [
  ['gzip bomb, 1 GiB of zeros', { status: 200, body: gzipSync(Buffer.alloc(1024 * 1048576), { level: 9 }) }],
  [
    'path traversal',
    {
      status: 200,
      body: writeTarGz([{ path: '../../etc/passwd', data: Buffer.from('x') }], { topFolder: null }),
    },
  ],
  [
    'truncated archive',
    {
      status: 200,
      body: writeTarGz([{ path: 'src/data/conferences/a.yml', data: Buffer.alloc(4096, 97) }], {
        topFolder: 'x',
        truncateAt: 700,
      }),
    },
  ],
];
for (const [label, source] of hostile) {
  const tmpBefore = readdirSync(tmpdir()).length;
  mirror.set('hf-ai-deadlines', source);
  const result = await refresh();
  const line = result.sources.find((entry) => entry.id === 'hf-ai-deadlines')!;
  const download = 'body' in source ? (source.body?.byteLength ?? 0) : 0;
  process.stdout.write(
    `  ${label.padEnd(28)} ${line.outcome} in ${line.ms} ms (download ${mib(download)}); whole refresh ${result.status} in ` +
      `${(result.ms / 1000).toFixed(1)} s, temp files +${readdirSync(tmpdir()).length - tmpBefore}: ${line.reason}\n`,
  );
}
process.stdout.write('Memory per hostile archive: npm run bench:archives\n');
process.stdout.write(`Peak RSS of the whole drill: ${mib(process.resourceUsage().maxRSS * 1024)}\n`);
await t.close();
await mirror.close();
