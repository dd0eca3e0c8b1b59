// `npm run lighthouse [-- --runs 3]`: builds the web app (via npm), starts the real server on a free port
// with a fresh PGlite data folder, and runs Lighthouse in Debian's Chromium against `/` and `/venues`.
// Prints the median of the runs per page, a final JSON line, and exits 1 when a score is under its goal.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    // Writes every run's full report (JSON, viewable in the Lighthouse viewer) to this folder.
    'report-dir': { type: 'string' },
  },
});
const runs = Number(values.runs);
const pages = ['/', '/venues'];
const goals = { performance: 95, accessibility: 100 } as const;
// Without these flags Chromium reaches for the internet at every start, and there is none.
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

// A fresh data folder means migrations and the catalog seed first: that can take a minute on a busy machine.
async function waitForServer(base: string, server: ChildProcess) {
  for (let attempt = 0; attempt < 720; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

/** Starts Chromium with remote debugging on a port it picks itself, and resolves that port. */
function launchChromium(profileDir: string): Promise<{ process: ChildProcess; port: number }> {
  const child = spawn(
    values.chromium,
    [...chromiumFlags, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`chromium exited (${code}): ${stderr}`)));
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) resolve({ process: child, port: Number(match[1]) });
    });
  });
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type Sample = {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedAccessibilityAudits: string[];
};

async function audit(url: string, port: number, reportName: string) {
  // The default config: mobile form factor and screen, simulated throttling (Lighthouse's standard).
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance', 'accessibility'],
    logLevel: 'error',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (values['report-dir']) {
    mkdirSync(values['report-dir'], { recursive: true });
    writeFileSync(join(values['report-dir'], `${reportName}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failedAccessibilityAudits = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => `${ref.id}: ${lhr.audits[ref.id]!.title}`);
  const sample: Sample = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failedAccessibilityAudits,
  };
  return { sample, settings: lhr.configSettings, version: lhr.lighthouseVersion, userAgent: lhr.environment };
}

const port = await findFreePort();
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'venuescout-lighthouse-data-'));
const profileDir = mkdtempSync(join(tmpdir(), 'venuescout-lighthouse-chromium-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chromium: ChildProcess | undefined;

try {
  await waitForServer(base, server);
  const launched = await launchChromium(profileDir);
  chromium = launched.process;
  const load = loadavg().map((value) => value.toFixed(2));
  const results: Record<string, Sample & { runs: Sample[] }> = {};
  let described = false;
  for (const path of pages) {
    const samples: Sample[] = [];
    for (let run = 0; run < runs; run += 1) {
      const { sample, settings, version, userAgent } = await audit(
        `${base}${path}`,
        launched.port,
        `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}`,
      );
      if (!described) {
        described = true;
        const { throttling, screenEmulation } = settings;
        console.log(
          `Lighthouse ${version} in ${userAgent.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}: ` +
            `${settings.formFactor} (${screenEmulation.width}x${screenEmulation.height} @${screenEmulation.deviceScaleFactor}x), ` +
            `${settings.throttlingMethod} throttling (RTT ${throttling.rttMs} ms, ` +
            `${throttling.throughputKbps} Kbps, CPU x${throttling.cpuSlowdownMultiplier}); ` +
            `median of ${runs} runs per page; load average ${load.join(' ')}`,
        );
      }
      samples.push(sample);
    }
    results[path] = {
      performance: median(samples.map((sample) => sample.performance)),
      accessibility: median(samples.map((sample) => sample.accessibility)),
      fcpMs: Math.round(median(samples.map((sample) => sample.fcpMs))),
      lcpMs: Math.round(median(samples.map((sample) => sample.lcpMs))),
      tbtMs: Math.round(median(samples.map((sample) => sample.tbtMs))),
      cls: Number(median(samples.map((sample) => sample.cls)).toFixed(3)),
      failedAccessibilityAudits: [...new Set(samples.flatMap((sample) => sample.failedAccessibilityAudits))],
      runs: samples,
    };
  }

  console.log(
    `\n${'page'.padEnd(10)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'FCP ms'.padStart(9)}` +
      `${'LCP ms'.padStart(9)}${'TBT ms'.padStart(9)}${'CLS'.padStart(8)}   perf per run`,
  );
  for (const [path, result] of Object.entries(results)) {
    console.log(
      `${path.padEnd(10)}${String(result.performance).padStart(6)}${String(result.accessibility).padStart(6)}` +
        `${String(result.fcpMs).padStart(9)}${String(result.lcpMs).padStart(9)}${String(result.tbtMs).padStart(9)}` +
        `${result.cls.toFixed(3).padStart(8)}   ${result.runs.map((run) => run.performance).join(' ')}`,
    );
    for (const failure of result.failedAccessibilityAudits) console.log(`          fails ${failure}`);
  }
  const failures = Object.entries(results).flatMap(([path, result]) =>
    (Object.keys(goals) as (keyof typeof goals)[])
      .filter((category) => result[category] < goals[category])
      .map((category) => `${path} ${category} ${result[category]} < ${goals[category]}`),
  );
  console.log(failures.length ? `\nUnder goal: ${failures.join('; ')}` : '\nEvery page meets its goals.');
  console.log(
    JSON.stringify({
      goals,
      runs,
      loadAverage: load.map(Number),
      pages: Object.fromEntries(
        Object.entries(results).map(
          ([path, { runs: _runs, failedAccessibilityAudits: _failed, ...medians }]) => [path, medians],
        ),
      ),
      ok: failures.length === 0,
    }),
  );
  process.exitCode = failures.length ? 1 : 0;
} finally {
  const stopped = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', resolve));
  chromium?.kill();
  server.kill('SIGTERM');
  await Promise.all([chromium && stopped(chromium), stopped(server)]);
  rmSync(profileDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
