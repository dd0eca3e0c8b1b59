import { readdirSync, readFileSync } from 'node:fs';
import { defineProject } from 'vitest/config';

/**
 * What makes a test an integration test: it starts the app (and so a database), a server process, a
 * database client, or a network server. Read from each file's imports, so a new test lands in the
 * right project without anyone keeping a list.
 */
const integrationImports = [
  /from '(?:\.\.\/)+test\/(?:create-test-app|start-server-process|sign-up-over-http)\.ts'/,
  /from '@venuescout\/db\/testing'/,
  /from 'node:http'/,
  /from '[./]*(?:[\w-]+\/)*testing\/create-fixture-server\.ts'/,
  /from 'smtp-server'/,
];

function findIntegrationTests(): string[] {
  const root = new URL('./', import.meta.url);
  return readdirSync(new URL('src', root), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `src/${file}`)
    .filter((file) => {
      const text = readFileSync(new URL(file, root), 'utf8');
      return integrationImports.some((pattern) => pattern.test(text));
    })
    .sort();
}

/** The server's test files that need a database, a process or a socket; the rest are unit tests. */
export const integrationTests = findIntegrationTests();

export default defineProject({
  test: {
    name: 'integration:server',
    include: integrationTests,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
