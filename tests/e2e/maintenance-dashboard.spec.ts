import { mkdirSync } from 'node:fs';

import { request } from '@playwright/test';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

import type { MaintenanceReport } from '../../src/contract/schemas/maintenance-report.ts';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { isTakingScreenshots, screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';
import type { ClockServer } from './support/test.ts';

// Issue 39: an admin opens Reports → Maintenance on the demo chain, sees the charts arrive without
// the page moving, reads the figures (the cards say what the API answers for the same days), and
// sorts the store comparison; a manager's comparison names only their store; on the clock
// server, a store with an overdue ticket tops the comparison sorted by SLA. With
// SCREENSHOTS=1 the tab is shot at 1280 and 375 px, light and dark, and in print (a screenshot
// under print media and a PDF), in English and Spanish, into /tmp/shots-39.

const SHOTS = '/tmp/shots-39';

async function signedIn(browser: Browser, role: 'admin' | 'manager'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, role);
  return page;
}

async function openMaintenance(page: Page): Promise<void> {
  await page.goto('/reports');
  await page.getByRole('tab', { name: 'Maintenance', exact: true }).click();
  await expect(page).toHaveURL(/tab=maintenance/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Maintenance', exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('maintenance-store-table')).toBeVisible();
}

/** The report the tab asked for (its default days), as the API answers it to this page's user. */
async function reportShown(page: Page): Promise<MaintenanceReport> {
  const from = await page.getByRole('textbox', { name: 'From', exact: true }).inputValue();
  const to = await page.getByRole('textbox', { name: 'To', exact: true }).inputValue();
  const response = await page.request.get(`/api/reports/maintenance?from=${from}&to=${to}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as MaintenanceReport;
}

const rows = (page: Page): Locator => page.getByTestId('maintenance-store-row');

async function storeNames(page: Page): Promise<string[]> {
  return rows(page).getByRole('rowheader').allTextContents();
}

/** The Backlog column's numbers, top to bottom (the fourth column: Store, Opened, Completed). */
async function backlogColumn(page: Page): Promise<number[]> {
  const cells = await rows(page).locator('td:nth-of-type(3)').allTextContents();
  return cells.map((cell) => Number(cell.replace(/[^\d]/g, '')));
}

/** The tab at 1280 and 375 px, light and dark, and in print (a screenshot and an A4 PDF). */
async function shootTab(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, {
        path: `${SHOTS}/${name}-${scheme}-${String(width)}.png`,
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light', media: 'print' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, { path: `${SHOTS}/${name}-print.png`, fullPage: true });
  await page.pdf({ path: `${SHOTS}/${name}-print.pdf`, format: 'A4', printBackground: true });
  await page.emulateMedia({ media: 'screen' });
}

const descending = (values: number[]) =>
  values.every((value, i) => i === 0 || values[i - 1]! >= value);
const ascending = (values: number[]) =>
  values.every((value, i) => i === 0 || values[i - 1]! <= value);

test('an admin reads the maintenance figures and sorts the store comparison', async ({
  browser,
}) => {
  // Pictures in two languages, two themes, two widths and print take their time.
  if (isTakingScreenshots) test.slow();
  const admin = await signedIn(browser, 'admin');
  // The charts' chunk (recharts) is held back until the page has been measured without it.
  let releaseCharts = () => {};
  const chartsHeld = new Promise<void>((resolve) => {
    releaseCharts = resolve;
  });
  await admin.route(/\/maintenance-charts-[\w-]{8}\.js$/, async (route) => {
    await chartsHeld;
    await route.continue();
  });
  await openMaintenance(admin);
  const report = await reportShown(admin);

  // While the charts load, their placeholder holds their room: nothing below moves when they
  // come, on a desktop or a phone.
  await expect(admin.getByTestId('maintenance-charts-loading')).toBeVisible();
  const tableTops = async (moment: string) => {
    const tops: number[] = [];
    for (const width of [1280, 375]) {
      await admin.setViewportSize({ width, height: 900 });
      tops.push((await admin.getByTestId('maintenance-store-table').boundingBox())?.y ?? -1);
      if (isTakingScreenshots) {
        mkdirSync(SHOTS, { recursive: true });
        await screenshot(admin, {
          path: `${SHOTS}/charts-${moment}-${String(width)}.png`,
          fullPage: true,
        });
      }
    }
    await admin.setViewportSize({ width: 1280, height: 900 });
    return tops;
  };
  const topsWhileLoading = await tableTops('loading');
  releaseCharts();
  await expect(admin.getByRole('img', { name: /^Backlog by age/ })).toBeVisible();
  await expect(admin.getByTestId('maintenance-charts-loading')).toHaveCount(0);
  expect(await tableTops('loaded')).toEqual(topsWhileLoading);

  // The cards say the API's figures for the same days.
  await expect(
    admin.getByTestId('maintenance-card-opened').getByTestId('maintenance-card-value'),
  ).toHaveText(report.totals.current.opened?.toLocaleString('en-US') ?? '—');
  await expect(
    admin.getByTestId('maintenance-card-backlog').getByTestId('maintenance-card-value'),
  ).toHaveText(report.totals.current.backlog?.toLocaleString('en-US') ?? '—');
  await expect(admin.getByTestId('maintenance-card-spendCents')).toBeVisible();

  // Every store of the chain, the biggest backlog first.
  await expect(rows(admin)).toHaveCount(report.stores.length);
  expect(report.stores.length).toBeGreaterThan(1);
  expect(descending(await backlogColumn(admin))).toBe(true);

  // By name A to Z, then by backlog: most first, then least first.
  await admin.getByRole('button', { name: /^Store/ }).click();
  const names = report.stores.map((store) => store.name).sort((a, b) => a.localeCompare(b, 'en'));
  expect(await storeNames(admin)).toEqual(names);
  await expect(admin.getByRole('columnheader', { name: /^Store/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await admin.getByRole('button', { name: /^Backlog/ }).click();
  await expect(admin.getByRole('columnheader', { name: /^Backlog/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(descending(await backlogColumn(admin))).toBe(true);
  await admin.getByRole('button', { name: /^Backlog/ }).click();
  await expect(admin.getByRole('columnheader', { name: /^Backlog/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  expect(ascending(await backlogColumn(admin))).toBe(true);

  // On a phone the page does not scroll sideways: the comparison scrolls inside its card.
  await admin.setViewportSize({ width: 375, height: 900 });
  await expect(rows(admin).first()).toBeVisible();
  // Charts drawn at 1280 px redraw at the new width on their next resize observation.
  await expect
    .poll(() => admin.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
  await admin.setViewportSize({ width: 1280, height: 900 });

  if (isTakingScreenshots) {
    await shootTab(admin, 'maintenance');
    // The same tab in Spanish (the browser's language), to be looked at beside the English.
    const spanish = await browser.newContext({
      locale: 'es-MX',
      viewport: { width: 1280, height: 900 },
    });
    const page = await spanish.newPage();
    await signInAs(page, 'admin');
    await page.goto('/reports?tab=maintenance');
    await expect(page.getByTestId('maintenance-store-table')).toBeVisible();
    await expect(page.getByRole('img').first()).toBeVisible();
    await shootTab(page, 'maintenance-es');
    await spanish.close();
  }
});

test("a manager's store comparison names only their store", async ({ browser }) => {
  const manager = await signedIn(browser, 'manager');
  await openMaintenance(manager);
  const report = await reportShown(manager);
  expect(report.stores.map((store) => store.name)).toEqual(['Downtown']);
  expect(await storeNames(manager)).toEqual(['Downtown']);
  // Repair costs are the admins' (decision 037): no Spend card or column.
  await expect(manager.getByTestId('maintenance-card-spendCents')).toHaveCount(0);
  await expect(manager.getByRole('button', { name: /^Spend/ })).toHaveCount(0);
  await expect(manager.getByLabel('Store', { exact: true })).toHaveCount(0);
});

/** Whether the comparison's table is wider than its card (it then scrolls sideways). */
async function comparisonOverflows(page: Page): Promise<boolean> {
  return page.getByTestId('maintenance-store-table').evaluate((table) => {
    const frame = table.parentElement;
    return frame !== null && table.scrollWidth > frame.clientWidth + 1;
  });
}

const START = new Date('2027-02-02T12:00:00.000Z');

async function clockAdmin(clock: ClockServer): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: clock.baseURL });
  const response = await api.post('/api/login', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return api;
}

async function reportTicket(api: APIRequestContext, title: string, location: string) {
  const created = await api.post('/api/tickets', {
    data: {
      title,
      description: 'Reported by the journey',
      location,
      category: 'Fryer',
      priority: 'urgent',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string };
}

test('a store with an overdue ticket tops the comparison sorted by SLA compliance, which fits 1280 px', async ({
  browser,
  clockServer: clock,
}) => {
  test.setTimeout(180_000);
  // Noon: the default targets on a 24x7 clock. North Side's urgent fryer is never accepted;
  // Highway 101's is completed at once (met).
  clock.setTime(START);
  const api = await clockAdmin(clock);
  const saved = await api.put('/api/settings/sla', {
    data: {
      targets: {
        urgent: { respondMinutes: 120, resolveMinutes: 1440 },
        medium: { respondMinutes: 1440, resolveMinutes: 4320 },
        low: { respondMinutes: 4320, resolveMinutes: 20_160 },
      },
      storeHours: [],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await reportTicket(api, 'Comparison journey: fryer cold', 'North Side');
  const done = await reportTicket(api, 'Comparison journey: fryer fixed', 'Highway 101');
  const completed = await api.post(`/api/tickets/${done.id}/complete`, {
    data: { completionNotes: 'Thermostat reset' },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  await api.dispose();

  // Two and a half hours later North Side's ticket missed its two-hour response: overdue.
  const later = new Date(START.getTime() + 150 * 60_000);
  clock.setTime(later);
  const context = await browser.newContext({
    baseURL: clock.baseURL,
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 900 },
  });
  await context.clock.install({ time: later });
  const page = await context.newPage();
  await signInAs(page, { username: 'admin', password: DEMO_PASSWORD });
  await openMaintenance(page);

  // Sorted by SLA compliance (worst first), the store with the overdue ticket is on top, marked.
  await page.getByRole('button', { name: /^SLA/ }).click();
  await expect(page.getByRole('columnheader', { name: /^SLA/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const top = rows(page).first();
  await expect(top.getByRole('rowheader')).toHaveText('North Side');
  await expect(top.getByRole('cell').nth(5)).toHaveText('0% (worst)');
  await expect(rows(page).nth(1).getByRole('rowheader')).toHaveText('Highway 101');
  await expect(rows(page).nth(1).getByRole('cell').nth(5)).toHaveText('100%');

  // Every column fits the card at 1280 px. At 375 px the comparison scrolls sideways inside its
  // card, which stays within the screen, and the top row still names the store (the page itself
  // not scrolling sideways on a phone is the first journey's check).
  expect(await comparisonOverflows(page)).toBe(false);
  await page.setViewportSize({ width: 375, height: 800 });
  const table = page.getByTestId('maintenance-store-table');
  await table.scrollIntoViewIfNeeded();
  await expect(top.getByRole('rowheader')).toHaveText('North Side');
  await expect.poll(() => comparisonOverflows(page)).toBe(true);
  const frame = await table.evaluate((element) => {
    const box = element.parentElement?.getBoundingClientRect();
    return { left: box?.left ?? -1, right: box?.right ?? Infinity };
  });
  expect(frame.left).toBeGreaterThanOrEqual(0);
  expect(frame.right).toBeLessThanOrEqual(375);
  if (isTakingScreenshots) {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, {
        path: `${SHOTS}/comparison-sla-${String(width)}.png`,
        fullPage: true,
      });
    }
  }
  await context.close();
});
