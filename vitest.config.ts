import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// API and database tests run once on the embedded database and again on PostgreSQL when
// TEST_DATABASE_URL names a server (architecture §9). Pure unit tests run once.
const databaseTests = [
  'src/server/**/*.routes.test.ts',
  'src/server/**/*.db.test.ts',
  'tests/api/**/*.test.ts',
];
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Two cores on the CI machine (architecture §2).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/contract/**/*.test.ts', 'src/server/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: databaseTests,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}', 'tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          // A long form test takes 4-5 s on the two-core CI machine while the API suites run beside
          // it; Vitest's 5 s default made that a coin toss. Timeouts are not speed checks.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api-pglite',
          environment: 'node',
          include: databaseTests,
          globalSetup: ['tests/helpers/global-setup-pglite.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The real server as a child process: crash, shutdown and outage tests (issue #9).
        test: {
          name: 'process',
          environment: 'node',
          include: ['tests/process/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup-server-build.ts'],
          testTimeout: 240_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                environment: 'node',
                include: databaseTests,
                globalSetup: ['tests/helpers/global-setup-postgres.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
