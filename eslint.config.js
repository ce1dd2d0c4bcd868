import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Site files the browser never loads, which may use the content schemas. */
const serverOnlySiteFiles = [
  '**/*.server.ts',
  '**/*.test.{ts,tsx}',
  '**/*.schema.ts',
  'apps/site/app/content/schemas.ts',
];
const contentSchemaImports = {
  group: ['**/*.schema', '**/content/schemas', './schemas', '../schemas'],
  allowTypeImports: true,
  message: 'Content schemas are server-only: import their types with `import type`.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/build-*/**',
      '**/.react-router/**',
      'storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      // Under verbatimModuleSyntax `import { type A } from 'a'` still loads 'a' at runtime: write `import type`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Content schemas (zod) run on the server only (app/content/validate-content.server.ts): code the browser
    // loads may import their types, never their values, or every content page ships zod.
    files: ['apps/site/app/**/*.{ts,tsx}'],
    ignores: serverOnlySiteFiles,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [contentSchemaImports] }] },
  },
  {
    // The server and the scripts run under Node itself, which knows no `~/` alias (only Vite, vitest and the
    // scripts' module runner do): a `~/` import there fails at start, as `pnpm admin:create` once did.
    files: ['apps/site/server/**/*.ts', 'apps/site/scripts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['~/*'], message: 'Node runs this file: import app modules by relative path.' }] },
      ],
    },
  },
  {
    // Content modules are plain typed data; their schemas live in *.schema.ts.
    files: ['apps/site/app/content/**/*.ts'],
    ignores: serverOnlySiteFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', allowTypeImports: true, message: 'Put content schemas in a *.schema.ts module.' }],
          patterns: [contentSchemaImports],
        },
      ],
    },
  },
  // Feature folders (decision 025) and one import style (decision 026).
  {
    // One package for the router in imports: `react-router` (react-router-dom only re-exports it). The core rule, so
    // the per-folder `@typescript-eslint/no-restricted-imports` settings above keep applying beside it.
    files: ['apps/site/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router-dom', message: "Import from 'react-router' (decision 026)." }] },
      ],
    },
  },
);
