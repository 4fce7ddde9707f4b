import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

// Lighthouse performance and accessibility for /login and /dashboard, on Debian's Chromium. The
// dashboard needs a signed-in browser: Playwright signs in on a Chromium that exposes a debugging
// port, and Lighthouse audits in that same browser without resetting its storage.

export interface LighthouseScore {
  page: string;
  formFactor: 'desktop' | 'mobile';
  performance: number;
  accessibility: number;
  /** The metrics the performance score is made of, in ms (CLS unitless): what to look at when it drops. */
  metrics: Record<string, number>;
  /** Each failed accessibility audit with up to three of its elements: what keeps the score under 100. */
  accessibilityMisses: string[];
  /** The scripts that kept the main thread busiest (ms of CPU, throttled): where blocking time comes from. */
  busiestScripts: string[];
  /**
   * Lighthouse's measure of the host's CPU and its own warnings (a host slower than it expects):
   * throttling multiplies the host's speed, so a slower machine scores lower with the same pages.
   */
  benchmarkIndex?: number;
  runWarnings?: string[];
}

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

const DEBUG_PORT = 9333;

export async function lighthouseScores(
  baseUrl: string,
  credentials: { username: string; password: string },
): Promise<LighthouseScore[]> {
  // A persistent context is the browser's default one, which the tabs Lighthouse opens share: the
  // sign-in below (cookie and local storage) carries over to the dashboard audit.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'fixflow-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--remote-debugging-port=${String(DEBUG_PORT)}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const scores: LighthouseScore[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const formFactor of ['desktop', 'mobile'] as const) {
      // The login page, signed out.
      // The kept user is cleared on a page of the origin that runs no app: on the app itself, the
      // user kept from the previous round made it ask /api/me, whose 401 then navigated away
      // under page.evaluate ('Execution context was destroyed').
      await context.clearCookies();
      await page.goto(`${baseUrl}/api/health`);
      await page.evaluate('localStorage.clear()');
      await page.goto(`${baseUrl}/`);
      scores.push(await audit(`${baseUrl}/`, 'login', formFactor));
      // The dashboard, signed in.
      await page.goto(`${baseUrl}/`);
      await page.getByLabel('Username').fill(credentials.username);
      await page.getByLabel('Password').fill(credentials.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/dashboard$/);
      scores.push(await audit(`${baseUrl}/dashboard`, 'dashboard', formFactor));
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return scores;
}

async function audit(
  url: string,
  name: string,
  formFactor: 'desktop' | 'mobile',
): Promise<LighthouseScore> {
  const result = await lighthouse(
    url,
    {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const categories = result?.lhr.categories;
  const metrics: Record<string, number> = {};
  for (const [short, id] of Object.entries(METRICS)) {
    const value = result?.lhr.audits[id]?.numericValue;
    if (value !== undefined)
      metrics[short] =
        Math.round(value * (short === 'cls' ? 1000 : 1)) / (short === 'cls' ? 1000 : 1);
  }
  const lhr = result?.lhr;
  const accessibilityMisses = (lhr?.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr?.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const items = (audit?.details as { items?: { node?: { selector?: string } }[] } | undefined)
        ?.items;
      const selectors = (items ?? [])
        .slice(0, 3)
        .map((item) => item.node?.selector ?? '?')
        .join(' | ');
      return `${audit?.id ?? '?'}: ${selectors}`;
    });
  const bootup = lhr?.audits['bootup-time']?.details as
    { items?: { url?: string; total?: number }[] } | undefined;
  const busiestScripts = (bootup?.items ?? [])
    .slice(0, 4)
    .map(
      (item) =>
        `${(item.url ?? '?').replace(/^https?:\/\/[^/]+/, '')} ${String(Math.round(item.total ?? 0))} ms`,
    );
  return {
    metrics,
    accessibilityMisses,
    busiestScripts,
    page: name,
    formFactor,
    ...(lhr?.environment.benchmarkIndex === undefined
      ? {}
      : { benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) }),
    runWarnings: (lhr?.runWarnings ?? []).map(String),
    performance: Math.round((categories?.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
  };
}
