import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/** A port the system reports free now; asked of a child process because the config loads synchronously. */
function findFreePort(): number {
  const script =
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => " +
    '{ console.log(s.address().port); s.close(); });';
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

// Playwright loads this file again in every worker; the environment carries the first run's choices
// over, so one run gets exactly one server port and one fresh database. A free port by default lets two
// runs share a machine; E2E_PORT pins one.
process.env.E2E_PORT ??= String(findFreePort());
process.env.VENUESCOUT_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'venuescout-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores: one for the server, one for the browser.
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // There is no network: without these flags Chromium reaches for the internet at every start.
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: process.env.VENUESCOUT_E2E_DATA_DIR,
      // The specs read confirmation and reset links from the development outbox, which exists only in
      // development without SMTP; pin both so a developer's shell cannot switch it off.
      NODE_ENV: 'development',
      SMTP_URL: '',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  },
});
