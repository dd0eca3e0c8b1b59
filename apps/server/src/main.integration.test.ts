import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/start-server-process.ts';

describe('the server process', () => {
  // One data folder for both: the second start opens the database the first one closed.
  const dataDir = mkdtempSync(join(tmpdir(), 'venuescout-main-'));

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'closes the database and exits 0 on %s',
    async (signal) => {
      const server = await startServerProcess({ LOG_LEVEL: 'info', DATA_DIR: dataDir });
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      expect(await server.stop(signal)).toBe(0);
      expect(server.output()).toContain('stopped');
      expect(server.output()).toContain(`VenueScout is running. Open ${server.url} in your browser.`);
      expect(server.output()).toContain(`development mailbox at ${server.url}/dev/mailbox`);
      // One address to open, the app's own: not the socket it is bound to under another name.
      const addresses = server.output().match(/https?:\/\/[^\s"',)]+/g) ?? [];
      expect(addresses.filter((address) => !address.startsWith(server.url))).toEqual([]);
    },
    90_000,
  );
});
