import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import nodePlugin from 'eslint-plugin-n';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { noFormFieldState } from './scripts/lint-rules/no-form-field-state.js';
import { oneWriterPerTable, tableOwners } from './scripts/lint-rules/one-writer-per-table.js';
import { literalTextOptions } from './scripts/lint-rules/literal-text.js';

// Web features never import each other; app/ composes them (architecture §3 rule 3).
const webFeatures = readdirSync(new URL('./src/web/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = webFeatures.map((feature) => ({
  target: `./src/web/features/${feature}`,
  from: './src/web/features',
  except: [`./${feature}`],
  message: 'Web features never import each other; compose them in src/web/app.',
}));

// Server modules use each other through services, never another module's repository
// (docs/decisions/021). Tests may compose repositories the way app.ts does.
const serverModulesDir = new URL('./src/server/modules/', import.meta.url);
const serverModules = readdirSync(serverModulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const repositoryFiles = (module) =>
  readdirSync(new URL(`${module}/`, serverModulesDir))
    .filter((file) => file.endsWith('.repository.ts'))
    .map((file) => `./src/server/modules/${module}/${file}`);
const moduleZones = serverModules.flatMap((module) => {
  const others = serverModules.filter((other) => other !== module).flatMap(repositoryFiles);
  return others.length === 0
    ? []
    : [
        {
          target: `./src/server/modules/${module}/**/!(*.test).ts`,
          from: others,
          message:
            "Modules use each other through services: call the other module's service (docs/decisions/021).",
        },
      ];
});

// Role rules have one owner per feature, src/contract/policies/<feature>.ts (docs/architecture.md
// §12): a role compared with a literal anywhere else in the server or the web is a rule without one.
const policyMessage =
  'Role rules live in src/contract/policies/<feature>.ts: call the policy (canX(user, object)) instead.';
const roleComparisons = [
  "BinaryExpression[operator=/^[!=]==?$/][right.type='Literal']:matches([left.property.name='role'], [left.expression.property.name='role'], [left.name='role'])",
  "BinaryExpression[operator=/^[!=]==?$/][left.type='Literal']:matches([right.property.name='role'], [right.expression.property.name='role'], [right.name='role'])",
  "CallExpression[callee.property.name='includes'][callee.object.type=/^(ArrayExpression|Identifier)$/]:matches([arguments.0.property.name='role'], [arguments.0.name='role'])",
  "SwitchStatement:matches([discriminant.property.name='role'], [discriminant.name='role'])",
].map((selector) => ({ selector, message: policyMessage }));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'data-demo/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'src/web/public/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, n: nodePlugin, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver()],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
      // Fastify plugins and hooks are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/contract',
              from: ['./src/server', './src/web'],
              message: 'The contract imports only zod and itself.',
            },
            { target: './src/web', from: './src/server', message: 'Web never imports server.' },
            { target: './src/server', from: './src/web', message: 'Server never imports web.' },
            {
              target: './src/server/modules/**/!(*.repository|*.test).ts',
              from: './src/server/db/schema.ts',
              message: 'Only repositories import the Drizzle schema (architecture §3 rule 2).',
            },
            ...featureZones,
            ...moduleZones,
          ],
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/*.{ts,tsx}': 'KEBAB_CASE', 'tests/**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/config.ts'],
    rules: { 'n/no-process-env': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Only the api-client talks to the network (architecture §3 rule 4).
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/api-client.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use apiFetch from #web/lib/api-client.ts.' },
      ],
    },
  },
  {
    // Decision 040: the web's calls are typed by the endpoint table (src/contract/api), never by a
    // hand-written type argument; only src/web/lib builds on apiFetch itself.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/**', 'src/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '#web/lib/api-client.ts',
              importNames: ['apiFetch', 'apiFetchWithHeaders'],
              message:
                "Call apiRequest('METHOD /api/path', …) from #web/lib/api-request.ts: its types come from the route's schemas.",
            },
          ],
        },
      ],
    },
  },
  {
    // Role rules have their owner in src/contract/policies (see roleComparisons). The blocks below
    // that set no-restricted-syntax for some of these files repeat roleComparisons.
    files: ['src/server/**/*.ts', 'src/web/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...roleComparisons] },
  },
  {
    // One way to open a transaction (docs/decisions/021): the service calls db.transaction and
    // hands tx down; a repository never opens one, nor offers a wrapper that does.
    files: ['src/server/modules/**/*.repository.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...roleComparisons,
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message:
            'Repositories never open transactions: the service calls db.transaction and passes tx (docs/decisions/021).',
        },
      ],
    },
  },
  {
    // Query keys live in src/web/lib/query-keys.ts (docs/decisions/019): a key written as a
    // literal array here is one the other features cannot name when they must refresh it.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/query-keys.ts', 'src/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...roleComparisons,
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Take query keys from queryKeys in #web/lib/query-keys.ts.',
        },
      ],
    },
  },
  {
    // Form field values live in react-hook-form (docs/decisions/019): see noFormFieldState.
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/**/*.test.tsx'],
    plugins: { forms: { rules: { 'no-field-state': noFormFieldState } } },
    rules: { 'forms/no-field-state': 'error' },
  },
  {
    // Decision 044: the web's words come from the catalogues (src/web/lib/i18n/locales); a literal
    // text in JSX fails, on every screen.
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/**/*.test.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', literalTextOptions] },
  },
  {
    // Each table has one writing module (architecture §3 rule 3, docs/decisions/040): the record is
    // src/server/db/table-owners.json. Tests and the seeders fill tables directly.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', ...tableOwners.seeders],
    plugins: { tables: { rules: { 'one-writer-per-table': oneWriterPerTable } } },
    rules: { 'tables/one-writer-per-table': 'error' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      'n/no-process-env': 'off',
    },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter's destructuring, so a
    // fixture that needs none is written `async ({}, use) => …` (tests/e2e/support/test.ts).
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
