import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

import LongestFirstSequencer from './tests/helpers/longest-first-sequencer.ts';

// Decision 038: each behaviour is tested once, on the database that matters. The whole
// API suite runs on PostgreSQL when TEST_DATABASE_URL names a server (CI) and on the embedded
// database otherwise; the files below always run on the other one too. Pure tests run once.
const databaseTests = [
  'src/server/**/*.routes.test.ts',
  'src/server/**/*.db.test.ts',
  // The bench's seeder on a fresh database (its constraints), with the suite; the bench runs are slow.
  'bench/**/*.db.test.ts',
  'tests/api/**/*.test.ts',
];

/** What must hold on both drivers: SQL the two engines could read differently, and concurrency. */
const crossDatabaseTests = [
  // The database tests: demo data, event bus, PM generation, equipment status.
  'src/server/**/*.db.test.ts',
  // Events between instances, the live stream, caches shared through the database.
  'tests/api/two-instances.test.ts',
  'tests/api/notification-stream.test.ts',
  'src/server/plugins/read-cache.routes.test.ts',
  // Database errors as each driver shapes them: what the logs may keep of them (decision 039).
  'src/server/plugins/error-handler.routes.test.ts',
  // Replayed mutations (Idempotency-Key) and offline actions that arrive late.
  'src/server/plugins/idempotency.routes.test.ts',
  'tests/api/stale-offline-actions.test.ts',
  // Races: requests that arrive together and must leave one effect. The embedded database runs one
  // transaction at a time, so a race cannot happen there: the race files run on PostgreSQL, with
  // the whole suite, and here only those that also hold each driver's own paths (the reset mail's
  // job queue on two instances; the time clock's routes file below).
  'src/server/modules/auth/forgot-password.routes.test.ts',
  // What the engines store of odd input (text, dates, sizes). The hostile-input fuzz (thousands of
  // bodies; 24 s on PGlite) runs on one database: what it stores reaches the driver as text
  // parameters, which this file checks on both.
  'tests/api/dates-and-text.test.ts',
  // Decision 039: every resource's GET answer sent back to its PUT or PATCH (DESIGN.md §5).
  'tests/api/accepts-what-it-answers.test.ts',
  // The modules whose answers are computed in SQL from times, intervals and aggregates (time
  // clock, timesheets, pay periods, service levels, the maintenance report, the dashboard), where
  // the two drivers hand back types differently, and auth's sessions and the ticket list. The other
  // modules' routes files run on the suite's one database: every resource's answer passes through
  // each driver in accepts-what-it-answers and dates-and-text above (decision 038, issue 37).
  'src/server/modules/auth/auth.routes.test.ts',
  'src/server/modules/dashboard/dashboard.routes.test.ts',
  'src/server/modules/reports-maintenance/reports-maintenance.routes.test.ts',
  'src/server/modules/payroll/pay-periods.routes.test.ts',
  'src/server/modules/sla/sla.routes.test.ts',
  'src/server/modules/tickets/tickets.routes.test.ts',
  'src/server/modules/time-clock/time-clock.routes.test.ts',
  'src/server/modules/time-clock/time-report-json.routes.test.ts',
  // Cut 59: the vendors list written by the database as JSON text.
  'src/server/modules/vendors/vendors-list-json.routes.test.ts',
  'src/server/modules/timesheets/timesheets.routes.test.ts',
  'src/server/modules/timesheets/paid-hours-agree.routes.test.ts',
];

/** Started by `npm run test:slow` (CI runs it after `npm test`): real processes and the bench. */
const slowTests = ['tests/process/**/*.test.ts', 'bench/**/*.test.ts'];

/**
 * Exhaustive scans, also in `npm run test:slow` (decision 038): every guarded route for every role
 * and owner (the permission matrix, 72 s of worker time on PostgreSQL) and thousands of hostile
 * bodies (23 s). A route's own permission and bad-input tests stay in its routes file.
 */
const exhaustiveApiTests = [
  'tests/api/permission-matrix.part-*.test.ts',
  'tests/api/hostile-input.test.ts',
];

const postgresUrl = process.env.TEST_DATABASE_URL;

function apiProject(
  driver: 'pglite' | 'postgres',
  include: string[],
  name = `api-${driver}`,
): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      environment: 'node',
      include,
      exclude: name === 'api-exhaustive' ? [] : exhaustiveApiTests,
      globalSetup: [`tests/helpers/global-setup-${driver}.ts`],
      // Every file builds its own app on its own database; the server's modules are imported once
      // per worker instead of once per file (a quarter of the suite's time went to imports).
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    // Two cores on the CI machine (architecture §2).
    maxWorkers: 2,
    // The few files far longer than the rest start first, so none runs alone at the end.
    sequence: { sequencer: LongestFirstSequencer },
    reporters: ['default', './tests/reporters/vitest-timings.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/contract/**/*.test.ts', 'src/server/**/*.test.ts'],
          exclude: databaseTests,
          // Pure tests share a worker's module graph: imports are paid once per worker, not per file.
          isolate: false,
          // Some open an embedded database or train the triage model: on a machine 2.5 times slower
          // than usual (decision 042) one hook took over Vitest's 10 s default and one test over its
          // 5 s, with the API suites beside them. Timeouts are not speed checks.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}', 'tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          isolate: false,
          // A long form test takes 4-5 s on the two-core CI machine while the API suites run beside
          // it; Vitest's 5 s default made that a coin toss. Timeouts are not speed checks.
          testTimeout: 20_000,
        },
      },
      postgresUrl ? apiProject('postgres', databaseTests) : apiProject('pglite', databaseTests),
      ...(postgresUrl ? [apiProject('pglite', crossDatabaseTests)] : []),
      apiProject(postgresUrl ? 'postgres' : 'pglite', exhaustiveApiTests, 'api-exhaustive'),
      {
        // The real server as a child process: crash, shutdown, outage and two instances behind
        // haproxy (decision 018, #14); and the bench's smoke run. `npm run test:slow`.
        test: {
          name: 'slow',
          environment: 'node',
          include: slowTests,
          exclude: ['bench/**/*.db.test.ts'],
          globalSetup: ['tests/helpers/global-setup-server-build.ts'],
          testTimeout: 240_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
