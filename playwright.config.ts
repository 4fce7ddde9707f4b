import { defineConfig, devices } from '@playwright/test';

import { journeyBrowserPath } from './tests/e2e/support/journey-browser.ts';

// Journeys run in Debian's Chromium against the built app (architecture §2, §9), its headless shell
// where installed (decision 055). Each worker starts
// its own demo server, and the clock and mail servers when its journeys need them
// (tests/e2e/support/test.ts; decision 038), so two workers never share a chain.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // The web client is built once, before any worker starts its servers.
  globalSetup: './tests/e2e/support/global-setup.ts',
  // A journey's tests share their worker's chain and run in order; files run side by side.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A journey through three browsers takes 40-55 s on the two-core CI machine; a minute left no room
  // (stop 26's run timed out in tickets-journey). Timeouts are not speed checks: npm run bench is.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // The digest repeats each failure's error last, where CI's shortened output still shows it; the
  // timings feed the slowest journeys `npm test` prints.
  reporter: [
    ['list'],
    ['./tests/e2e/support/failure-digest.ts'],
    ['./tests/reporters/playwright-timings.ts'],
  ],
  // One folder per E2E_PORT: Playwright empties its output folder at start, and two runs side by side
  // (a developer's and a helper's) would otherwise delete each other's screenshots.
  outputDir: process.env.E2E_PORT ? `test-results/e2e-${process.env.E2E_PORT}` : 'test-results/e2e',
  use: {
    // A trace costs every action a DOM snapshot, and CI keeps none: `--trace on` when debugging.
    trace: 'off',
    // The app drops its animations for people who ask for less motion (styles.css); the journeys ask
    // too, so no step waits for a dialog or sheet to finish sliding in.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // The service worker precaches the whole build in every new context (each a first visit): the
    // offline and install journeys allow it (test.use), the others talk to the server directly.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: journeyBrowserPath() ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
