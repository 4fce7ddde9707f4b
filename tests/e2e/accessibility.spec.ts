import type { Browser, Page } from '@playwright/test';

import type { DemoRole } from './support/demo-users.ts';
import { signInAs } from './support/sign-in.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

// Decision 018: an axe-core scan of every screen for every role, with no serious or critical
// violations. Each role gets its own context from browser.newContext(); the scan is axe-core run
// in the page (support/axe.ts, decision 054). Decision 038: every screen at desktop width (the admin's; the others' screens drawn for
// their role, SCREENS_BY_ROLE), and at 375 px the screens whose
// phone layout is made of other elements (the navigation sheet, cards instead of tables); the
// rest reflow the same elements, which a second scan would only repeat.

const SCREENS = [
  '/dashboard',
  '/calendar',
  '/tickets',
  '/create-ticket',
  '/equipment',
  '/maintenance-plans',
  '/vendors',
  '/ai-chat',
  '/locations',
  '/categories',
  '/technicians',
  '/reports',
  '/clock',
  // Decision 035.
  '/timesheets',
  '/settings',
  '/technician-signup',
];

/**
 * The screens each role scans at desktop width. The admin opens every screen; the others scan the
 * screens drawn differently for their role (their own dashboard, their tickets, reports and
 * timesheets, the Settings a non-admin gets). The create form, the assistant and the directories
 * are the same elements for every role, which a second and third scan would only repeat.
 */
const SCREENS_BY_ROLE: Record<'admin' | 'manager' | 'technician', readonly string[]> = {
  admin: SCREENS,
  manager: ['/dashboard', '/calendar', '/tickets', '/reports', '/timesheets', '/settings'],
  technician: ['/dashboard', '/calendar', '/tickets', '/clock', '/timesheets', '/settings'],
};

/** Screens that render other elements below the 768 px breakpoint (useIsMobile, md:hidden). */
const PHONE_SCREENS = ['/dashboard', '/tickets', '/reports', '/timesheets'];

// The roles' scans are independent and read-only: they spread over the workers.
test.describe.configure({ mode: 'parallel' });

async function signedInPage(browser: Browser, role: DemoRole, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, role);
  return page;
}

async function settle(page: Page) {
  // Screens render skeletons first; wait until the heading is drawn and no skeleton remains.
  // Checked on every frame: an assertion's retries come 500 ms apart after the first few, and
  // most screens settle between two of them (half a second lost per scan).
  await page.waitForFunction(
    () =>
      document.querySelector('h1') !== null &&
      document.querySelector('[data-slot="skeleton"]') === null,
    undefined,
    { timeout: 15_000 },
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Opens a screen the way a user does, from the sidebar when it lists it: the app stays loaded, so
 * a scan does not pay for a page load (a third of the spec's time went to reloading the app).
 * Screens the sidebar does not list are opened by their address.
 */
async function open(page: Page, screen: string) {
  const link = page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${screen}"]`);
  const previous = await page.evaluate(() => document.querySelector('h1')?.textContent ?? null);
  if (previous === null || (await link.count()) === 0 || new URL(page.url()).pathname === screen) {
    await page.goto(screen);
    await settle(page);
    return;
  }
  await link.first().click();
  await page.waitForFunction(
    ([path, before]) => {
      const heading = document.querySelector('h1');
      return (
        location.pathname === path &&
        heading !== null &&
        heading.textContent !== before &&
        document.querySelector('[data-slot="skeleton"]') === null
      );
    },
    [screen, previous] as const,
    { timeout: 15_000 },
  );
}

test('the scan reports what a screen gets wrong', async ({ page }) => {
  // The helper's own check: every scan below passes only because it would have found these.
  await page.goto('/');
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.evaluate(() => {
    const unnamed = document.createElement('button');
    unnamed.innerHTML = '<svg width="16" height="16"></svg>';
    const faint = document.createElement('p');
    faint.textContent = 'Faint words';
    faint.style.color = '#eeeeee';
    faint.style.background = '#ffffff';
    document.body.append(unnamed, faint);
  });
  const found = await seriousViolations(page);
  expect(found.map((violation) => violation.split(' ')[0])).toEqual(
    expect.arrayContaining(['button-name', 'color-contrast']),
  );
  // The same document scanned again (axe is injected once) still finds them.
  expect(await seriousViolations(page)).toEqual(found);
});

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
  test(`every screen a ${role} can open is accessible at 1280 px`, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await signedInPage(browser, role, 1280);
    const found: string[] = [];
    for (const screen of SCREENS_BY_ROLE[role]) {
      await open(page, screen);
      for (const violation of await seriousViolations(page)) found.push(`${screen}: ${violation}`);
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

  test(`the phone layouts a ${role} sees are accessible at 375 px`, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await signedInPage(browser, role, 375);
    const found: string[] = [];
    for (const screen of PHONE_SCREENS) {
      // The phone's navigation is a closed sheet: each screen by its address.
      await page.goto(screen);
      await settle(page);
      for (const violation of await seriousViolations(page))
        found.push(`${screen} (375 px): ${violation}`);
    }
    // The navigation is a slide-in sheet on a phone.
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    for (const violation of await seriousViolations(page))
      found.push(`navigation sheet (375 px): ${violation}`);
    expect(found).toEqual([]);
    await page.context().close();
  });
}
