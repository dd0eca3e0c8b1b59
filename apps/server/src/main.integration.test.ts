import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/start-server-process.ts';

describe('the server process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'closes the database and exits 0 on %s',
    async (signal) => {
      const server = await startServerProcess({ LOG_LEVEL: 'info' });
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
