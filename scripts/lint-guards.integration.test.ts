import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

// Fixture folders live inside the workspaces so that resolution and the per-folder rules see them as
// they would see real code; each is removed afterwards.
const fixtureName = `lint-fixture-${process.pid}`;
const fixtureDirs = [
  `apps/server/src/${fixtureName}`,
  `apps/web/src/features/catalog/${fixtureName}`,
  `packages/catalog/src/${fixtureName}`,
];

/** Files on disk that a snippet's cycle runs through. */
const cycleFiles: Record<string, string> = {
  [`apps/server/src/${fixtureName}/a-type.ts`]: `import type { B } from './b-type.ts';\nexport type A = { b?: B };\n`,
  [`apps/server/src/${fixtureName}/b-type.ts`]: `import type { A } from './a-type.ts';\nexport type B = { a?: A };\n`,
  [`apps/server/src/${fixtureName}/c-value.ts`]: `import { d } from './d-value.ts';\nexport const c = () => d;\n`,
  [`apps/server/src/${fixtureName}/d-value.ts`]: `import { c } from './c-value.ts';\nexport const d = () => c;\n`,
  [`apps/server/src/${fixtureName}/e-three.ts`]: `import type { F } from './f-three.ts';\nexport type E = F;\n`,
  [`apps/server/src/${fixtureName}/f-three.ts`]: `import type { G } from './g-three.ts';\nexport type F = G;\n`,
  [`apps/server/src/${fixtureName}/g-three.ts`]: `export type { E as G } from './e-three.ts';\n`,
  [`apps/web/src/features/catalog/${fixtureName}/h-filters.ts`]: `import type { I } from './i-list';\nexport type H = I;\n`,
  [`apps/web/src/features/catalog/${fixtureName}/i-list.ts`]: `import type { H } from './h-filters';\nexport type I = H;\n`,
  [`apps/server/src/${fixtureName}/j-leaf.ts`]: `export type J = string;\n`,
};

beforeAll(() => {
  for (const [file, text] of Object.entries(cycleFiles)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
});

afterAll(() => {
  for (const dir of fixtureDirs) rmSync(path.join(root, dir), { recursive: true, force: true });
});

const server = `apps/server/src/${fixtureName}`;
const web = 'apps/web/src';
const catalog = 'packages/catalog/src';
const matcher = 'packages/matcher/src';

/** Known-bad snippets: each names the file it pretends to be and a rule that must refuse it. */
const badCases: [string, string, string, string][] = [
  [
    'web imports the server by name',
    `${web}/lib/x.ts`,
    `import '@venuescout/server';`,
    'no-restricted-imports',
  ],
  [
    'web imports the db by name',
    `${web}/lib/x.ts`,
    `import { users } from '@venuescout/db';\nusers;`,
    'import-x/no-restricted-paths',
  ],
  [
    'web imports the server by relative path',
    `${web}/lib/x.ts`,
    `import '../../../server/src/app.ts';`,
    'import-x/no-restricted-paths',
  ],
  [
    'web reaches the server by relative path',
    `${web}/lib/x.ts`,
    `import '../../../server/src/app.ts';`,
    'local/no-workspace-escape',
  ],
  [
    'catalog imports the matcher by relative path',
    `${catalog}/x.ts`,
    `import '../../matcher/src/index.ts';`,
    'import-x/no-restricted-paths',
  ],
  [
    'catalog reaches the matcher by relative path',
    `${catalog}/x.ts`,
    `import '../../matcher/src/index.ts';`,
    'local/no-workspace-escape',
  ],
  [
    'matcher imports catalog code by relative path',
    `${matcher}/x.ts`,
    `import '../../catalog/src/index.ts';`,
    'local/no-workspace-escape',
  ],
  [
    'matcher imports catalog values by name',
    `${matcher}/x.ts`,
    `import { mergeVenues } from '@venuescout/catalog';\nmergeVenues;`,
    '@typescript-eslint/no-restricted-imports',
  ],
  [
    'matcher imports the catalog dynamically',
    `${matcher}/x.ts`,
    `export const load = () => import('@venuescout/catalog');`,
    'no-restricted-syntax',
  ],
  [
    'matcher imports the catalog by template literal',
    `${matcher}/x.ts`,
    'export const load = () => import(`@venuescout/catalog`);',
    'no-restricted-syntax',
  ],
  [
    'catalog imports the db dynamically',
    `${catalog}/x.ts`,
    `export const load = () => import('@venuescout/db');`,
    'no-restricted-syntax',
  ],
  [
    'contracts imports the db',
    'packages/contracts/src/x.ts',
    `import '@venuescout/db';`,
    'import-x/no-restricted-paths',
  ],
  [
    'server reaches a package by relative path',
    `${server}/x.ts`,
    `import '../../../../packages/db/src/index.ts';`,
    'local/no-workspace-escape',
  ],
  [
    'e2e reaches the web app by relative path',
    'e2e/specs/x.spec.ts',
    `import '../../apps/web/src/lib/api-client.ts';`,
    'local/no-workspace-escape',
  ],
  [
    'a feature imports a feature two folders up',
    `${web}/features/catalog/components/x.ts`,
    `import '../../auth/api/find-me';`,
    'import-x/no-restricted-paths',
  ],
  [
    'a feature imports a feature from its top folder',
    `${web}/features/catalog/x.ts`,
    `import '../auth/api/find-me';`,
    'import-x/no-restricted-paths',
  ],
  [
    'a feature imports a feature three folders up',
    `${web}/features/catalog/components/deep/x.ts`,
    `import '../../../auth/api/find-me';`,
    'import-x/no-restricted-paths',
  ],
  [
    'a feature imports app code',
    `${web}/features/catalog/components/x.ts`,
    `import '../../../app/router';`,
    'import-x/no-restricted-paths',
  ],
  [
    'shared code imports a feature',
    `${web}/lib/x.ts`,
    `import '../features/catalog/api/list-venues';`,
    'import-x/no-restricted-paths',
  ],
  [
    'a type-only import cycle',
    `${server}/a-type.ts`,
    cycleFiles[`${server}/a-type.ts`],
    'local/no-import-cycle',
  ],
  ['a value import cycle', `${server}/c-value.ts`, cycleFiles[`${server}/c-value.ts`], 'import-x/no-cycle'],
  [
    'a type-only cycle through a re-export',
    `${server}/e-three.ts`,
    cycleFiles[`${server}/e-three.ts`],
    'local/no-import-cycle',
  ],
  [
    'a type-only cycle in a web feature',
    `${web}/features/catalog/${fixtureName}/h-filters.ts`,
    cycleFiles[`${web}/features/catalog/${fixtureName}/h-filters.ts`],
    'local/no-import-cycle',
  ],
  [
    'a route queries through deps.db',
    'apps/server/src/venues/x.routes.ts',
    `export const f = (deps: { db: { query: { users: { findMany(): void } } } }) => deps.db.query.users.findMany();`,
    'no-restricted-syntax',
  ],
  [
    'a route queries through db',
    'apps/server/src/venues/x.routes.ts',
    `export const f = ({ db }: { db: { select(): void } }) => db.select();`,
    'no-restricted-syntax',
  ],
  [
    'a route imports drizzle',
    'apps/server/src/venues/x.routes.ts',
    `import { eq } from 'drizzle-orm';\neq;`,
    '@typescript-eslint/no-restricted-imports',
  ],
  [
    'a unit test starts the app',
    `${server}/x.test.ts`,
    `import { createTestApp } from '../../test/create-test-app.ts';\nexport const x = createTestApp;\n`,
    '@typescript-eslint/no-restricted-imports',
  ],
  [
    'a unit test opens a database',
    `${server}/x.test.ts`,
    `import { createTestDbClient } from '@venuescout/db/testing';\nexport const x = createTestDbClient;\n`,
    '@typescript-eslint/no-restricted-imports',
  ],
  [
    'a unit test opens a socket',
    `${server}/x.test.ts`,
    `import { createServer } from 'node:http';\nexport const x = createServer;\n`,
    '@typescript-eslint/no-restricted-imports',
  ],
];

/** Known-good snippets, one per guard, that must pass untouched. */
const goodCases: [string, string, string][] = [
  [
    'web imports the contracts',
    `${web}/lib/x.ts`,
    `import type { VenueQuery } from '@venuescout/contracts';\nexport type X = VenueQuery;\n`,
  ],
  [
    'the server imports a package by name',
    `${server}/x.ts`,
    `import type { AppError } from '../lib/app-error.ts';\nimport type { Db } from '@venuescout/db';\nexport type X = [Db, AppError];\n`,
  ],
  [
    'the matcher imports catalog types',
    `${matcher}/x.ts`,
    `import type { Venue } from '@venuescout/catalog';\nexport type X = Venue;\n`,
  ],
  [
    'matcher scripts load the catalog',
    'packages/matcher/scripts/x.ts',
    `export const load = () => import('@venuescout/catalog');\n`,
  ],
  [
    'a feature imports inside itself',
    `${web}/features/catalog/components/deep/x.ts`,
    `import { readVenueFilters } from '../../utils/read-venue-filters';\nexport const x = readVenueFilters;\n`,
  ],
  [
    'the app imports a feature',
    `${web}/app/x.ts`,
    `import { readVenueFilters } from '../features/catalog/utils/read-venue-filters';\nexport const x = readVenueFilters;\n`,
  ],
  [
    'a type import with no way back',
    `${server}/k-user.ts`,
    `import type { J } from './j-leaf.ts';\nexport type K = J;\n`,
  ],
  [
    'a route passes db to a service',
    'apps/server/src/venues/x.routes.ts',
    `export const f = ({ db }: { db: object }, run: (db: object) => void) => run(db);\n`,
  ],
  [
    'an integration test starts the app',
    `${server}/x.integration.test.ts`,
    `import { createTestApp } from '../../test/create-test-app.ts';\nexport const x = createTestApp;\n`,
  ],
];

/** Lints `text` as if it were the file at `file` and returns the rules that fired. */
async function findRules(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('lint guards', () => {
  it.each(badCases)('refuses %s', async (_name, file, text, rule) => {
    expect(await findRules(file, text)).toContain(rule);
  });

  it.each(goodCases)('accepts %s', async (_name, file, text) => {
    expect(await findRules(file, text)).toEqual([]);
  });
});
