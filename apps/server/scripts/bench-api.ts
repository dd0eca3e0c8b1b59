// `npm run bench:api [-- --database-url postgres://… --users 20 --per-user 10]`: starts the real server
// in a child process (PGlite in a temp dir unless a database URL is given), signs up users through the
// API and the dev mailbox, then times sequential POST /api/submissions calls end to end over HTTP.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { signUpOverHttp } from '../test/sign-up-over-http.ts';
import { loadPapers } from './load-test/load-papers.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    users: { type: 'string', default: '20' },
    'per-user': { type: 'string', default: '10' },
    port: { type: 'string', default: '4391' },
  },
});
const port = Number(values.port);
const base = `http://localhost:${port}`;
const users = Number(values.users);
const perUser = Number(values['per-user']);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    APP_URL: base,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'venuescout-bench-')),
    LOG_LEVEL: 'warn',
    FREE_MAX_SUBMISSIONS: String(perUser + 1),
    ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

try {
  await waitForServer();
  const latencies: number[] = [];
  let errors = 0;
  let lastSubmission: { id: string; cookie: string; matches: number } | undefined;
  for (let index = 0; index < users; index += 1) {
    const cookie = await signUpOverHttp({ baseUrl: base, email: `bench-${Date.now()}-${index}@example.com` });
    for (let request = 0; request < perUser; request += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/api/submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie },
        body: JSON.stringify(loadPapers[0]),
      });
      const body = (await response.json()) as { submission?: { id: string }; matches?: unknown[] };
      latencies.push(performance.now() - started);
      if (response.status !== 201 || !body.submission) errors += 1;
      else lastSubmission = { id: body.submission.id, cookie, matches: body.matches?.length ?? 0 };
    }
  }
  latencies.sort((a, b) => a - b);
  const database = values['database-url'] ? 'PostgreSQL' : 'PGlite';
  console.log(`POST /api/submissions on ${database}: ${latencies.length} requests, ${errors} errors`);
  console.log(
    `latency ms: p50 ${percentile(latencies, 50).toFixed(1)}  p95 ${percentile(latencies, 95).toFixed(1)}  ` +
      `p99 ${percentile(latencies, 99).toFixed(1)}  max ${latencies.at(-1)!.toFixed(1)}`,
  );
  if (lastSubmission) {
    const pdf = Buffer.from(
      await (
        await fetch(`${base}/api/submissions/${lastSubmission.id}/export.pdf`, {
          headers: { cookie: lastSubmission.cookie },
        })
      ).arrayBuffer(),
    );
    // pdfkit writes one `/Type /Page` dictionary per page (and `/Type /Pages` once, which this skips).
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    console.log(
      `PDF export of a ${lastSubmission.matches}-venue result: ${(pdf.length / 1024).toFixed(1)} KB, ${pages} pages`,
    );
  }
  process.exitCode = errors > 0 ? 1 : 0;
} finally {
  server.kill('SIGTERM');
}
