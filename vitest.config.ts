import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Unit and integration tests of every package. The API tests run on one PostgreSQL server per run
 * (TEST_DATABASE_URL when set, else an embedded one), each file on its own clone of a template
 * database migrated once (apps/api/src/test/test-server.setup.ts; DESIGN §5).
 */
const testServer = ['apps/api/src/test/test-server.setup.ts'];
/** Web tests that replace a module with vi.mock (apps/web/src/test/module-mocks.test.ts keeps this list whole). */
export const webModuleMocks = ['apps/web/src/features/auth/components/registration-form-renders.test.tsx'];
const startPath = ['apps/api/src/main.test.ts', 'apps/api/src/cli.test.ts', 'apps/api/src/modules/geo/geo.import.test.ts'];

/** A project of the web's tests: jsdom, JSX and the shared setup, with the files and isolation given. */
const webProject = (test: { name: string; include: string[]; exclude?: string[]; isolate?: boolean }) => ({
  esbuild: { jsx: 'automatic' as const },
  test: { ...test, environment: 'jsdom' as const, setupFiles: ['apps/web/src/test/setup.ts'] },
});

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker (cores − 1), but API test files mostly wait on PostgreSQL,
    // timers and child processes: three workers ran the whole suite in 405 s instead of 580 s on this machine.
    maxWorkers: 3,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      // The repository's own tooling: the test and bench set-up.
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: startPath,
          environment: 'node',
          // Files of a worker share its loaded modules (the app's import graph takes 2–3 s a file otherwise); each
          // file still builds its own app on its own database, and no API test mocks a module.
          isolate: false,
          globalSetup: testServer,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The start path and the CLI start real processes, each with its own embedded server: longer time limits.
      {
        test: {
          name: 'start',
          include: startPath,
          environment: 'node',
          globalSetup: testServer,
          testTimeout: 90_000,
        },
      },
      webProject({
        name: 'web',
        include: ['apps/web/src/**/*.test.{ts,tsx}'],
        exclude: [...configDefaults.exclude, ...webModuleMocks],
        // As for the API: the files of a worker share the loaded modules (Mantine, React, the catalogues). Each
        // file still gets its own jsdom, setup and renders; 240 s became 80 s on this machine.
        isolate: false,
      }),
      // A file that replaces a module (vi.mock) needs modules of its own: in a shared worker an earlier file has
      // already loaded the real one, and the mock would never be used.
      webProject({ name: 'web-mocks', include: webModuleMocks }),
    ],
  },
});
