import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDbClient, type DbClient } from '@venuescout/db';
import { createTestDbClient } from '@venuescout/db/testing';
import { signUpOverHttp } from '../test/sign-up-over-http.ts';
import { startServerProcess, type ServerProcess } from '../test/start-server-process.ts';

const paper = {
  title: 'Cross-lingual transfer for low-resource named entity recognition',
  theme: 'Natural language processing',
  abstract:
    'We study named entity recognition for languages with little annotated data. We transfer a multilingual ' +
    'transformer trained on high-resource languages and evaluate on twelve languages.',
  keywords: ['named entity recognition', 'cross-lingual transfer', 'low-resource languages'],
};

// Eight analyses for each of six users: under the ten-a-minute budget per user, with one left for the
// analysis after the restart.
const userCount = 6;
const analysesPerUser = 8;

type Outcome = { status: 'answered'; id: string; matches: number } | { status: 'failed' | 'refused' };

const variants = [
  { database: 'PGlite', isPostgres: false },
  { database: 'PostgreSQL', isPostgres: true },
];

describe.each(variants)('an analysis burst cut by SIGKILL on $database', ({ isPostgres }) => {
  let server: ServerProcess | undefined;
  let postgres: Awaited<ReturnType<typeof createTestDbClient>> | undefined;
  afterEach(async () => {
    await server?.stop('SIGKILL');
    await postgres?.close();
  });

  it.skipIf(isPostgres && !process.env.TEST_DATABASE_URL)(
    'keeps each analysis whole or not at all, and serves again after the restart',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'venuescout-crash-'));
      if (isPostgres) postgres = await createTestDbClient();
      const env = {
        DATA_DIR: dataDir,
        FREE_MAX_SUBMISSIONS: '100',
        ...(postgres ? { DATABASE_URL: postgres.databaseUrl! } : {}),
      };
      server = await startServerProcess(env);
      const baseUrl = server.url;
      const cookies = await Promise.all(
        Array.from({ length: userCount }, (_, index) =>
          signUpOverHttp({ baseUrl, email: `crash-${Date.now()}-${index}@example.com` }),
        ),
      );

      const analyse = async (cookie: string): Promise<Outcome> => {
        try {
          const response = await fetch(`${baseUrl}/api/submissions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
            body: JSON.stringify(paper),
          });
          if (response.status !== 201) return { status: 'refused' };
          const body = (await response.json()) as { submission: { id: string }; matches: unknown[] };
          return { status: 'answered', id: body.submission.id, matches: body.matches.length };
        } catch {
          // The connection died with the process: the client cannot know whether the analysis was kept.
          return { status: 'failed' };
        }
      };
      const killed = server;
      let answeredSoFar = 0;
      const total = userCount * analysesPerUser;
      const outcomes = await Promise.all(
        cookies.flatMap((cookie) =>
          Array.from({ length: analysesPerUser }, async () => {
            const outcome = await analyse(cookie);
            answeredSoFar += outcome.status === 'answered' ? 1 : 0;
            // Kill once a quarter has been answered, so the rest are queued or mid-transaction.
            if (answeredSoFar === Math.ceil(total / 4)) killed.child.kill('SIGKILL');
            return outcome;
          }),
        ),
      );
      await killed.stop('SIGKILL');
      const answered = outcomes.flatMap((outcome) => (outcome.status === 'answered' ? [outcome] : []));
      const failed = outcomes.filter((outcome) => outcome.status === 'failed').length;
      // Without both kinds the kill did not land mid-burst and the test would prove nothing.
      expect(answered.length).toBeGreaterThan(0);
      expect(failed).toBeGreaterThan(0);
      expect(outcomes.filter((outcome) => outcome.status === 'refused')).toEqual([]);
      const matchesPerAnalysis = answered[0]!.matches;
      expect(matchesPerAnalysis).toBeGreaterThan(0);

      // The same address as before: the users' cookies and the client's base URL stay valid.
      server = await startServerProcess(env, Number(new URL(baseUrl).port));
      const get = async (path: string, cookie: string) => {
        const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
        expect(response.status, `${path}: ${server!.output()}`).toBe(200);
        return response.json();
      };
      const storedIds: string[] = [];
      let usageTotal = 0;
      for (const cookie of cookies) {
        const me = (await get('/api/me', cookie)) as { limits: { currentSubmissions: number } };
        const list = (await get('/api/submissions', cookie)) as { items: { id: string }[] };
        expect(me.limits.currentSubmissions).toBe(list.items.length);
        usageTotal += me.limits.currentSubmissions;
        for (const item of list.items) {
          const analysis = (await get(`/api/submissions/${item.id}`, cookie)) as { matches: unknown[] };
          expect(analysis.matches).toHaveLength(matchesPerAnalysis);
          storedIds.push(item.id);
        }
      }
      // Every answered analysis was committed, so it must have survived the kill.
      expect(storedIds).toEqual(expect.arrayContaining(answered.map((outcome) => outcome.id)));
      expect(storedIds.length).toBeLessThanOrEqual(total);
      expect(usageTotal).toBe(storedIds.length);

      const after = await analyse(cookies[0]!);
      expect(after).toMatchObject({ status: 'answered', matches: matchesPerAnalysis });

      // PGlite admits one process at a time, so the direct look at the tables comes after a clean stop.
      expect(await server.stop('SIGTERM')).toBe(0);
      const inspector: DbClient = postgres ?? createDbClient({ dataDir: join(dataDir, 'pglite') });
      try {
        const { rows } = await inspector.rawQuery(
          `select
             (select count(*)::int from submissions) as submissions,
             (select count(*)::int from submission_matches m
                where not exists (select 1 from submissions s where s.id = m.submission_id)) as orphans,
             (select count(*)::int from submissions s
                where (select count(*) from submission_matches m where m.submission_id = s.id) <> $1)
               as incomplete`,
          [matchesPerAnalysis],
        );
        expect(rows[0]).toEqual({ submissions: storedIds.length + 1, orphans: 0, incomplete: 0 });
      } finally {
        if (!postgres) await inspector.close();
      }
    },
    120_000,
  );
});
