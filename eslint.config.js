import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries from docs/architecture.md, enforced per folder: each entry lists the workspace
 * packages that folder must not import.
 */
const boundaries = [
  { files: ['apps/web/**'], forbidden: ['server', 'db', 'catalog', 'matcher'] },
  { files: ['packages/contracts/**'], forbidden: ['server', 'web', 'db', 'catalog', 'matcher'] },
  { files: ['packages/db/**'], forbidden: ['server', 'web', 'contracts', 'catalog', 'matcher'] },
  { files: ['packages/catalog/**'], forbidden: ['server', 'web', 'contracts', 'db', 'matcher'] },
  { files: ['packages/matcher/**'], forbidden: ['server', 'web', 'contracts', 'db'] },
  { files: ['e2e/**'], forbidden: ['server', 'web', 'contracts', 'catalog', 'matcher'] },
];

const patternsMessage = 'This import crosses a workspace boundary (see docs/architecture.md).';

/** The `no-restricted-imports` patterns that keep a folder inside its workspace boundaries. */
function workspacePatterns(forbidden) {
  return [
    {
      group: forbidden.flatMap((name) => [`@venuescout/${name}`, `@venuescout/${name}/*`]),
      message: patternsMessage,
    },
    {
      group: ['**/apps/*/**', '**/packages/*/**', '!@venuescout/**'],
      message: 'Import other workspaces by package name, never by relative path.',
    },
  ];
}

const forbiddenFor = (prefix) => boundaries.find(({ files }) => files[0].startsWith(prefix)).forbidden;
const webForbidden = forbiddenFor('apps/web');
const matcherForbidden = forbiddenFor('packages/matcher');

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
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...boundaries.map(({ files, forbidden }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: workspacePatterns(forbidden) }] },
  })),
  // Web layers, one way: shared code (components, lib, config, testing) → features → app. A feature
  // never imports another feature; what two features need goes to src/components or src/lib, and
  // what combines features (the dashboard) lives in src/app.
  {
    files: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...workspacePatterns(webForbidden),
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\./)|/features/|(^|/)app/',
              message:
                'A feature imports no other feature and no app code: move shared code to src/components or src/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{components,lib,config,testing}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...workspacePatterns(webForbidden),
            {
              regex: '(^|/)(features|app)/',
              message: 'Shared web code imports no feature and no app code.',
            },
          ],
        },
      ],
    },
  },
  // A route reads limit → session → validate → one service → present (docs/architecture.md): queries
  // live in services, so a route file imports no query builder and only the database's types.
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
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
