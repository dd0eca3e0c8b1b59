// `npm run loadtest [-- --database-url postgres://… --duration 30 --connections 50 --pro-users 1000]`
// (`--only NAME[,NAME]` runs some scenarios; `--cpu-prof-dir DIR` has the server write a CPU profile)
//
// Starts the real server in a child process (PGlite in a temp dir unless a database URL is given) and
// drives it with autocannon: venue browsing, GET /api/me, analyses by Pro users, then a mix of the
// three, each for `--duration` seconds at `--connections` connections. Prints req/s, latency p50 and
// p99 and errors (non-2xx answers plus socket errors) per scenario, then one JSON line.
//
// Rate limits stay exactly as in production. An analysis is limited to 10 a minute per user, so the
// test seeds enough confirmed users with sessions directly in the database (as the e2e fixtures'
// "session by fixture" would; the per-IP sign-up limit rules out signing a thousand users up over
// HTTP), makes each one Pro through the test-mode checkout API, and never sends a user more analyses
// per minute than the limit allows. Running out of users shows up as 429 errors, not as hidden retries.
//
// autocannon, the server and (with --database-url) PostgreSQL share the machine's cores, so figures
// are for the whole box; the load average is printed with them.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createAnalysisBudget } from './load-test/create-analysis-budget.ts';
import { createLoadScenarios } from './load-test/create-load-scenarios.ts';
import { runLoadScenario, type ScenarioFigures } from './load-test/run-load-scenario.ts';
import { seedLoadUsers } from './load-test/seed-load-users.ts';
import { startLoadServer } from './load-test/start-load-server.ts';
import { upgradeToPro } from './load-test/upgrade-to-pro.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '50' },
    'pro-users': { type: 'string', default: '1000' },
    only: { type: 'string' },
    port: { type: 'string', default: '4392' },
    'cpu-prof-dir': { type: 'string' },
  },
});
const databaseUrl = values['database-url'];
const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);
const goals = { venuesPerSecond: 1500, analysesPerSecond: 150 };

const dataDir = mkdtempSync(join(tmpdir(), 'venuescout-load-'));
const authSecret = randomBytes(32).toString('hex');
const load = () => loadavg().map((value) => Number(value.toFixed(2)));

console.log(`Seeding ${values['pro-users']} users on ${database}…`);
const users = await seedLoadUsers({
  dbConfig: databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pglite') },
  authSecret,
  count: Number(values['pro-users']),
});
const server = await startLoadServer({
  port: Number(values.port),
  dataDir,
  databaseUrl,
  authSecret,
  cpuProfileDir: values['cpu-prof-dir'],
});
try {
  await upgradeToPro(server.base, users);
  const venues = (await (await fetch(`${server.base}/api/venues?pageSize=100`)).json()) as {
    items: { id: string }[];
  };
  const budget = createAnalysisBudget(users);
  const scenarios = createLoadScenarios({
    base: server.base,
    users,
    budget,
    venueIds: venues.items.map((venue) => venue.id),
  }).filter(
    (scenario) => !values.only || values.only.split(',').some((name) => scenario.name.includes(name)),
  );

  const loadBefore = load();
  console.log(
    `${database}, ${connections} connections, ${durationSeconds} s per scenario, load ${loadBefore}`,
  );
  console.log('scenario                  req/s  analyses/s   p50 ms   p99 ms  errors');
  const figures: ScenarioFigures[] = [];
  for (const scenario of scenarios) {
    const result = await runLoadScenario({ base: server.base, scenario, connections, durationSeconds });
    figures.push(result);
    const nonOk = Object.entries(result.statusCodes).filter(([code]) => !code.startsWith('2'));
    if (result.timeouts > 0) nonOk.push(['timeouts', result.timeouts]);
    console.log(
      `${result.scenario.padEnd(24)}${String(result.requestsPerSecond).padStart(7)}` +
        `${String(result.analysesPerSecond ?? '').padStart(12)}${String(result.p50Ms).padStart(9)}` +
        `${String(result.p99Ms).padStart(9)}${String(result.errors).padStart(8)}` +
        (nonOk.length > 0 ? `  (${nonOk.map(([code, count]) => `${code}: ${count}`).join(', ')})` : ''),
    );
  }
  if (budget.overLimit > 0) {
    console.log(`${budget.overLimit} analyses went to users over their limit: raise --pro-users`);
  }
  const venuesFigures = figures.find((result) => result.scenario === 'GET /api/venues');
  const analysesFigures = figures.find((result) => result.scenario === 'POST /api/submissions');
  const errors = figures.reduce((sum, result) => sum + result.errors, 0);
  console.log(
    `goals: venues ≥ ${goals.venuesPerSecond} req/s: ${venuesFigures?.requestsPerSecond ?? '–'}, ` +
      `analyses ≥ ${goals.analysesPerSecond}/s: ${analysesFigures?.analysesPerSecond ?? '–'}, errors 0: ${errors}`,
  );
  console.log(
    JSON.stringify({
      database,
      connections,
      durationSeconds,
      users: users.length,
      loadBefore,
      loadAfter: load(),
      scenarios: figures,
    }),
  );
  process.exitCode = errors > 0 ? 1 : 0;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
