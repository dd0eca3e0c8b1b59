import js from '@eslint/js';
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
  ...boundaries.map(({ files, forbidden }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: forbidden.flatMap((name) => [`@venuescout/${name}`, `@venuescout/${name}/*`]),
              message: 'This import crosses a workspace boundary (see docs/architecture.md).',
            },
            {
              group: ['**/apps/*/**', '**/packages/*/**', '!@venuescout/**'],
              message: 'Import other workspaces by package name, never by relative path.',
            },
          ],
        },
      ],
    },
  })),
);
