import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** A real server process, as production runs it, for tests that need more than one. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process has logged so far. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A port nothing listens on now, chosen by the system, so parallel test runs never collide. */
export async function findFreePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}

/**
 * Starts `main.ts` with the given environment on `port` (by default a free one) and waits until
 * /healthz answers.
 */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  port ??= await findFreePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'venuescout-proc-')),
      LOG_LEVEL: 'warn',
      // No test reaches the internet: a test that wants the refresh job points it at a local server.
      CATALOG_REFRESH: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let isHealthy = false;
  for (let attempt = 0; attempt < 480 && !isHealthy; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    try {
      // Only our own child counts: a stray server on the port would answer too.
      isHealthy = (await fetch(`${url}/healthz`)).ok && child.exitCode === null;
    } catch {
      // not listening yet
    }
    if (!isHealthy) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!isHealthy) {
    child.kill('SIGKILL');
    throw new Error(`server did not answer /healthz within 120 s: ${stderr}`);
  }
  return {
    url,
    child,
    output: () => stderr,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
