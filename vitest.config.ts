import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests of every package. The API tests run on embedded PGlite and,
 * when TEST_DATABASE_URL is set (CI), once more on that PostgreSQL server (DESIGN §5).
 */
const apiProject = (name: string, kind: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts'],
    exclude: [
      'apps/api/src/main.test.ts',
      'apps/api/src/cli.test.ts',
      'apps/api/src/modules/geo/geo.import.test.ts',
      // Two processes on one server: PostgreSQL only (an embedded database belongs to one process).
      ...(kind === 'pglite'
        ? [
            'apps/api/src/modules/realtime/scale-out.test.ts',
            'apps/api/src/modules/realtime/company-status.scale-out.test.ts',
            'apps/api/src/modules/agents/agents-live.scale-out.test.ts',
          ]
        : []),
      // A balancer, a pooler and two processes on one PostgreSQL server (issue 16): PostgreSQL only.
      ...(kind === 'pglite' ? ['apps/api/src/modules/realtime/cluster.test.ts'] : []),
      // Prometheus scraping two API processes on one database (issue 34): PostgreSQL only.
      ...(kind === 'pglite' ? ['apps/api/src/metrics/prometheus.test.ts'] : []),
      // Stops and freezes a PostgreSQL server of its own: about PostgreSQL only.
      ...(kind === 'pglite' ? ['apps/api/src/db/database-faults.test.ts'] : []),
      // A pool URL beside a direct URL, and a lost LISTEN connection (issue 16): PostgreSQL connections only.
      ...(kind === 'pglite' ? ['apps/api/src/db/direct-url.test.ts', 'apps/api/src/modules/realtime/listen-readiness.test.ts'] : []),
      // Watches one request's work from a second connection while it runs: an embedded database has one.
      ...(kind === 'pglite' ? ['apps/api/src/modules/auth/reset-answer-first.test.ts'] : []),
    ],
    environment: 'node' as const,
    // Files of a worker share its loaded modules (the app's import graph takes 2–3 s a file otherwise); each
    // file still builds its own app on its own database, and no API test mocks a module.
    isolate: false,
    env: { TEST_DB_KIND: kind },
    // Each file's embedded database is a copy of one migrated per run (apps/api/src/test/pglite-template.ts).
    ...(kind === 'pglite' ? { globalSetup: ['apps/api/src/test/pglite-template.setup.ts'] } : {}),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker (cores − 1), but API test files mostly wait on PostgreSQL,
    // timers and child processes: three workers ran the whole suite in 405 s instead of 580 s on this machine.
    maxWorkers: 3,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      // The start path and the CLI spawn real processes on embedded PGlite, so they run once, in their own project.
      {
        test: {
          name: 'start',
          include: ['apps/api/src/main.test.ts', 'apps/api/src/cli.test.ts', 'apps/api/src/modules/geo/geo.import.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
