import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, type Venue } from '@venuescout/catalog';
import { createDbClient, schema } from '@venuescout/db';
import { createTestDbClient } from '@venuescout/db/testing';
import { startServerProcess, type ServerProcess } from '../../test/start-server-process.ts';
import { loadEnv } from '../env.ts';
import { createLogger } from '../lib/logger.ts';
import { createOutboxMailer } from '../mail/create-outbox-mailer.ts';
import { runCatalogRefresh } from './run-catalog-refresh.ts';
import type { PlantedChanges } from './testing/build-newer-snapshot.ts';
import { drillNow, startNewerMirror } from './testing/start-newer-mirror.ts';

// Two processes on one database need a real PostgreSQL server; PGlite is one process by design.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a catalog refresh with two server processes on one PostgreSQL',
  () => {
    let database: Awaited<ReturnType<typeof createTestDbClient>>;
    let servers: ServerProcess[] = [];
    let mirror: Awaited<ReturnType<typeof startNewerMirror>>['mirror'];
    let mirrorEnv: Record<string, string>;
    let planted: PlantedChanges;
    let release: Venue[];

    beforeAll(async () => {
      release = (await loadCatalog()).venues;
      ({ mirror, planted, env: mirrorEnv } = await startNewerMirror(release));
      database = await createTestDbClient();
      const started = await Promise.allSettled([
        startServerProcess({ DATABASE_URL: database.databaseUrl! }),
        startServerProcess({ DATABASE_URL: database.databaseUrl! }),
      ]);
      servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      for (const result of started) if (result.status === 'rejected') throw result.reason;
    }, 180_000);
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await mirror?.close();
      await database?.close();
    });

    it('applies once when both run at the same moment, and both processes serve the new catalog within a minute', async () => {
      const env = loadEnv({
        NODE_ENV: 'test',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'venuescout-refresh-')),
        DATABASE_URL: database.databaseUrl!,
        ...mirrorEnv,
        AUTH_SECRET: 'x'.repeat(40),
      });
      const logger = createLogger('silent');
      const clients = [
        createDbClient({ databaseUrl: database.databaseUrl! }),
        createDbClient({ databaseUrl: database.databaseUrl! }),
      ];
      const reports = await Promise.all(
        clients.map((dbClient) =>
          runCatalogRefresh({
            dbClient,
            config: env.catalogRefresh,
            mailer: createOutboxMailer(dbClient.db, logger),
            appUrl: env.appUrl,
            logger,
            trigger: 'schedule',
            now: () => drillNow,
          }),
        ),
      );
      expect(reports.map((report) => report.status).sort()).toEqual(['applied', 'unchanged']);
      const changes = await clients[0]!.db.select().from(schema.catalogDeadlineChanges);
      expect(changes).toHaveLength(5);
      await Promise.all(clients.map((client) => client.close()));

      const renamedId = release.find((venue) => venue.acronym === planted.renamed.title)!.id;
      const deadline = Date.now() + 75_000;
      for (const server of servers) {
        let name = '';
        while (Date.now() < deadline) {
          name = ((await (await fetch(`${server.url}/api/venues/${renamedId}`)).json()) as { name: string })
            .name;
          if (name === planted.renamed.to) break;
          await new Promise((resolve) => setTimeout(resolve, 2_000));
        }
        expect(name, server.output()).toBe(planted.renamed.to);
      }
    }, 180_000);
  },
);
