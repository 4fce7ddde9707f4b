import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';

import { DEMO_PASSWORD, DEMO_USERS } from './support/demo-users.ts';
import type { DemoRole } from './support/demo-users.ts';

// Issue #9: an axe-core scan of every screen for every role, with no serious or critical
// violations. Each role gets its own context from browser.newContext() (as @axe-core/playwright
// needs), at desktop width and at 375 px.

const SCREENS = [
  '/dashboard',
  '/calendar',
  '/tickets',
  '/create-ticket',
  '/ai-chat',
  '/locations',
  '/categories',
  '/technicians',
  '/reports',
  '/clock',
  // Issue 20.
  '/timesheets',
  '/settings',
  '/technician-signup',
];

async function signedInPage(browser: Browser, role: DemoRole, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Username').fill(DEMO_USERS[role].username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? ''}): ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

async function settle(page: Page) {
  // Screens render skeletons first; wait until no skeleton or loading status remains.
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the login screen has no serious accessibility violations', async ({ browser }) => {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }
});

for (const role of ['admin', 'manager', 'technician'] as const) {
  for (const width of [1280, 375]) {
    test(`every screen a ${role} can open is accessible at ${String(width)} px`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const page = await signedInPage(browser, role, width);
      const found: string[] = [];
      for (const screen of SCREENS) {
        await page.goto(screen);
        await settle(page);
        for (const violation of await seriousViolations(page))
          found.push(`${screen}: ${violation}`);
      }
      // Dark theme too, on the dashboard.
      await page.evaluate(() => {
        localStorage.setItem('theme', 'dark');
      });
      await page.goto('/dashboard');
      await settle(page);
      for (const violation of await seriousViolations(page))
        found.push(`/dashboard (dark): ${violation}`);
      expect(found).toEqual([]);
      await page.context().close();
    });
  }
}
