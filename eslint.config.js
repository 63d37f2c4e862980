// One flat config for the whole workspace, with the import boundaries of DESIGN §2.
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of DESIGN §2, one `no-restricted-imports` rule per layer. */
function boundary(files, patterns, ignores = []) {
  return { files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

const API_NEVER_IMPORTS_WEB = { group: ['@freight/web', '@freight/web/*', '**/web/src/**'], message: 'Apps never import each other.' };

/** Source files of API modules (each module is one flat folder); tests and test helpers may arrange state through any module. */
const API_MODULE_FILES = ['apps/api/src/modules/*/*.ts'];
const API_TEST_FILES = ['**/*.test.ts', '**/*.test-helpers.ts'];
/**
 * Cross-cutting folders beside the modules: they serve every module and so import none; app.ts hands
 * them what they need of one (app.ts, main.ts and cli.ts compose modules and may import any).
 */
const API_CROSS_CUTTING_FILES = ['apps/api/src/{plugins,jobs,db,storage,mail}/**/*.ts'];

/**
 * Inside a module, `../<other>/…` is another module: only its services (`*.service`) and its
 * repositories (`*.queries`, the queries and read views of the tables it owns) may be imported.
 */
const MODULE_ONLY_THROUGH_SERVICES_AND_REPOSITORIES = {
  regex: `^(\\.\\./(?!\\.\\./)[^/]+/(?!([^/]+/)*[^/]+\\.(service|queries)$)|(\\.\\./)+modules/[^/]+/(?!([^/]+/)*[^/]+\\.(service|queries)$))`,
  message: 'A module reaches another only through its *.service.ts and *.queries.ts (DESIGN §2, decisions 024 and 043).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X }` keeps a side-effect import of the module (verbatimModuleSyntax) and would pull zod into the web bundle.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  boundary(
    ['packages/shared/**'],
    [{ regex: '^(?!zod$|\\.{1,2}/).*', message: 'shared imports only zod.' }],
    ['packages/shared/src/test/**'],
  ),
  // Its tests run nowhere but in Vitest: they may also read the package a checked-in table was taken from.
  boundary(
    ['packages/shared/**/*.test.ts'],
    [
      {
        regex: '^(?!zod$|vitest$|countries-and-timezones$|\\.{1,2}/).*',
        message: 'shared tests import only zod, vitest and data sources.',
      },
    ],
  ),
  // Helpers for the apps' tests (src/test/): Vitest and Node's files, never product code's imports.
  boundary(
    ['packages/shared/src/test/**'],
    [
      {
        regex: '^(?!zod$|vitest$|node:fs$|node:path$|\\.{1,2}/).*',
        message: 'shared test helpers import only zod, vitest and node:fs/path.',
      },
    ],
  ),
  boundary(['apps/api/**'], [API_NEVER_IMPORTS_WEB]),
  // API modules (DESIGN §2, decisions 024 and 043): a module reaches another only through its services and repositories.
  boundary(API_MODULE_FILES, [API_NEVER_IMPORTS_WEB, MODULE_ONLY_THROUGH_SERVICES_AND_REPOSITORIES], API_TEST_FILES),
  boundary(
    API_CROSS_CUTTING_FILES,
    [
      API_NEVER_IMPORTS_WEB,
      {
        group: ['**/modules/**'],
        message: 'plugins/, jobs/, db/, storage/ and mail/ import no module; app.ts hands them what they need.',
      },
    ],
    API_TEST_FILES,
  ),
  boundary(
    ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    [
      { group: ['@freight/api', '@freight/api/*', '**/api/src/**'], message: 'Apps never import each other.' },
      { group: ['**/features/**', '**/app/**'], message: 'components/ and lib/ know no features and no app composition.' },
    ],
  ),
  boundary(
    ['apps/web/src/features/*/**'],
    [
      { group: ['@freight/api', '@freight/api/*', '**/api/src/**'], message: 'Apps never import each other.' },
      { group: ['../../*/**', '!../../../**'], message: 'A feature must not import another feature; compose them in app/.' },
      { group: ['**/app/**'], message: 'Features never import app/; app/ composes features.' },
    ],
  ),
  boundary(
    ['apps/web/src/app/**', 'apps/web/src/*.tsx'],
    [{ group: ['@freight/api', '@freight/api/*', '**/api/src/**'], message: 'Apps never import each other.' }],
  ),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every visible text goes through i18n: literal text in JSX fails the lint.
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
);
