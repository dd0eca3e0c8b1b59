import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noImportCycle } from './scripts/eslint-rules/no-import-cycle.js';
import { noWorkspaceEscape } from './scripts/eslint-rules/no-workspace-escape.js';

/**
 * Import boundaries from docs/architecture.md: each workspace folder lists the workspaces it must not
 * import. They are enforced twice: by package name (`no-restricted-imports`, which also works where
 * resolution fails) and by resolved file path (`import-x/no-restricted-paths`), which is what catches
 * a relative path into another package.
 */
const boundaries = [
  { folder: 'apps/web', forbidden: ['server', 'db', 'catalog', 'matcher'] },
  { folder: 'packages/contracts', forbidden: ['server', 'web', 'db', 'catalog', 'matcher'] },
  { folder: 'packages/db', forbidden: ['server', 'web', 'contracts', 'catalog', 'matcher'] },
  { folder: 'packages/catalog', forbidden: ['server', 'web', 'db', 'matcher'] },
  { folder: 'packages/matcher', forbidden: ['server', 'web', 'contracts', 'db'] },
  { folder: 'e2e', forbidden: ['server', 'web', 'contracts', 'catalog', 'matcher'] },
];

const workspaceFolders = {
  server: 'apps/server',
  web: 'apps/web',
  contracts: 'packages/contracts',
  db: 'packages/db',
  catalog: 'packages/catalog',
  matcher: 'packages/matcher',
};

const boundaryMessage = 'This import crosses a workspace boundary (see docs/architecture.md).';

/** The `no-restricted-imports` patterns that keep a folder inside its workspace boundaries. */
function workspacePatterns(forbidden) {
  return [
    {
      group: forbidden.flatMap((name) => [`@venuescout/${name}`, `@venuescout/${name}/*`]),
      message: boundaryMessage,
    },
  ];
}

/**
 * `no-restricted-syntax` entries for a dynamic `import()` of a forbidden workspace by name: resolution
 * cannot follow a template literal, and `no-restricted-imports` never looks at `import()`.
 */
function dynamicImportSelectors(forbidden) {
  const names = `/^@venuescout\\/(${forbidden.join('|')})(\\/|$)/`;
  const message = `A dynamic import() crosses a workspace boundary too (see docs/architecture.md).`;
  return [
    { selector: `ImportExpression[source.value=${names}]`, message },
    { selector: `ImportExpression > TemplateLiteral > TemplateElement[value.raw=${names}]`, message },
  ];
}

/** One `import-x/no-restricted-paths` zone per workspace, on resolved paths. */
const workspaceZones = boundaries.map(({ folder, forbidden }) => ({
  target: `./${folder}`,
  from: forbidden
    // The matcher's source may import the catalog's types: that is checked by name further down.
    .filter((name) => !(folder === 'packages/matcher' && name === 'catalog'))
    .map((name) => `./${workspaceFolders[name]}`),
  message: boundaryMessage,
}));

const webSrc = './apps/web/src';
const features = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Web layers, one way: shared code (components, lib, config, testing) → features → app. A feature
 * never imports another feature, from whatever depth; what two features need goes to src/components
 * or src/lib, and what combines features (the dashboard) lives in src/app.
 */
const webZones = [
  ...features.map((name) => ({
    target: `${webSrc}/features/${name}`,
    from: `${webSrc}/features`,
    except: [`./${name}`],
    message: 'A feature imports no other feature: move shared code to src/components or src/lib.',
  })),
  {
    target: `${webSrc}/features`,
    from: `${webSrc}/app`,
    message: 'A feature imports no app code: the app combines features, not the other way round.',
  },
  ...['components', 'lib', 'config', 'testing'].map((folder) => ({
    target: `${webSrc}/${folder}`,
    from: [`${webSrc}/features`, `${webSrc}/app`],
    message: 'Shared web code imports no feature and no app code.',
  })),
];

const forbiddenFor = (folder) => boundaries.find((boundary) => boundary.folder === folder).forbidden;
const matcherForbidden = forbiddenFor('packages/matcher');

const local = { rules: { 'no-import-cycle': noImportCycle, 'no-workspace-escape': noWorkspaceEscape } };
const root = import.meta.dirname;

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript extensions and parser the plugin skips .ts files and sees no cycle.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...workspaceZones, ...webZones] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { local },
    rules: { 'local/no-workspace-escape': ['error', { root }] },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    // import-x/no-cycle skips type-only imports; this one follows them too.
    rules: { 'local/no-import-cycle': 'error' },
  },
  ...boundaries.map(({ folder, forbidden }) => ({
    files: [`${folder}/**`],
    rules: {
      'no-restricted-imports': ['error', { patterns: workspacePatterns(forbidden) }],
      'no-restricted-syntax': ['error', ...dynamicImportSelectors(forbidden)],
    },
  })),
  {
    files: ['packages/matcher/src/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...dynamicImportSelectors([...matcherForbidden, 'catalog'])] },
  },
  // A route reads limit → session → validate → one service → present (docs/architecture.md): queries
  // live in services, so a route file imports no query builder and only the database's types, and
  // hands `db` to a service without reaching into it (`deps.db.query…` needs no import at all).
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='Identifier'][object.name='db']",
          message: 'Routes pass db to a service; queries live there.',
        },
        {
          selector: "MemberExpression[object.type='MemberExpression'][object.property.name='db']",
          message: 'Routes pass db to a service; queries live there.',
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Routes call services; queries live there.' },
            {
              group: ['@venuescout/db', '@venuescout/db/*'],
              allowTypeImports: true,
              message: 'Routes call services; queries live there.',
            },
          ],
        },
      ],
    },
  },
  // A test's kind is its file name: `*.integration.test.ts` may start the app, a database, a process or
  // a socket; a plain `*.test.ts` is a unit test and may not, so the fast suite stays fast.
  {
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.integration.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@venuescout/db/testing',
                '**/test/create-test-app*',
                '**/test/start-server-process*',
                '**/test/sign-up-over-http*',
                '**/testing/create-fixture-server*',
              ],
              message: 'A test that needs a database, the app or a server is named *.integration.test.ts.',
            },
            {
              group: ['node:http', 'node:net', 'smtp-server', 'pg', '@electric-sql/pglite'],
              message: 'A test that needs a database, the app or a server is named *.integration.test.ts.',
            },
          ],
        },
      ],
    },
  },
  // The matcher may read the catalog's types, not its code (docs/architecture.md); its scripts and
  // tests load the shipped catalog.
  {
    files: ['packages/matcher/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...workspacePatterns(matcherForbidden),
            {
              group: ['@venuescout/catalog', '@venuescout/catalog/*'],
              allowTypeImports: true,
              message: 'The matcher imports only types from the catalog; pass it what it needs.',
            },
          ],
        },
      ],
    },
  },
);
