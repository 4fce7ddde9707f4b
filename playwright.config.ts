import { defineConfig, devices } from '@playwright/test';

import { CLOCK_BASE_URL } from './tests/e2e/support/test-clock.ts';
import { MAIL_BASE_URL } from './tests/e2e/support/test-mail.ts';

// Journeys run in Debian's Chromium against the built app on a fresh demo data dir (architecture §2, §9).
const port = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${String(port)}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A journey through three browsers takes 40-55 s on the two-core CI machine; a minute left no room
  // (stop 26's run timed out in tickets-journey). Timeouts are not speed checks: npm run bench is.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // The digest repeats each failure's error last, where CI's shortened output still shows it.
  reporter: [['list'], ['./tests/e2e/support/failure-digest.ts']],
  outputDir: 'test-results',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
  webServer: [
    {
      command: `npx tsx tests/e2e/support/start-e2e-server.ts`,
      url: `${E2E_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_PORT: String(port) },
    },
    // Issue 20's payroll journey needs days to pass: an empty chain whose clock the journey moves.
    {
      command: `npx tsx tests/e2e/support/start-clock-server.ts`,
      url: `${CLOCK_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // The journey's business days and CSV are written for UTC, whatever the machine's zone.
      env: { E2E_PORT: String(port), TZ: 'UTC' },
    },
    // Issue 22's vendor journey works from a dispatch e-mail: an empty chain whose mail goes to a
    // real SMTP server in the same process (E2E_MAIL_PORT, default E2E_PORT + 2).
    {
      command: `npx tsx tests/e2e/support/start-mail-server.ts`,
      url: `${MAIL_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_PORT: String(port) },
    },
  ],
});
