import { spawn } from 'node:child_process';

/** A server child process the load test started, and how to stop it. */
export interface LoadServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (`node --import tsx apps/server/src/main.ts`) with production rate limits and
 * plan limits, on PGlite in `dataDir` or on PostgreSQL at `databaseUrl`, and waits for /healthz.
 */
export async function startLoadServer(options: {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  /** Where the server writes a V8 CPU profile when it stops; none when absent. */
  cpuProfileDir?: string;
}): Promise<LoadServer> {
  const base = `http://localhost:${options.port}`;
  const profiling = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      APP_URL: base,
      DATA_DIR: options.dataDir,
      // The test signs its seeded sessions with this secret, so it must be the server's.
      AUTH_SECRET: options.authSecret,
      LOG_LEVEL: 'warn',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (attempt === 240) {
      child.kill('SIGTERM');
      throw new Error('server did not start within a minute');
    }
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
