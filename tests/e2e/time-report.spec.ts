import type { Page } from '@playwright/test';

import { DEMO_USERS } from './support/demo-users.ts';
import { screenshot } from './support/screenshots.ts';
import { signInAs } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// Journey of decisions 029-031: the time report's total is the sum of its rows, a manager sees only their
// store's work (the demo manager runs Downtown), and on a phone the rows are cards with Duration.

const SHOTS = 'test-results/time-report';
const MANAGER_STORE = 'Downtown';
/** Downtown's manager and the technician whose home store is Downtown (src/server/db/demo-data.ts). */
const DOWNTOWN_PEOPLE: readonly string[] = [DEMO_USERS.manager.name, DEMO_USERS.technician.name];

/** "2h 5m" / "45m" → minutes; the report's own format (product rules §9). */
function minutesOf(text: string): number {
  const match = /^(?:(\d+)h )?(\d+)m$/.exec(text.trim());
  if (!match) throw new Error(`not a duration: ${text}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2]);
}

async function openReport(page: Page) {
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Time Report' })).toBeVisible();
  await expect(page.getByTestId('summary-total')).toBeVisible();
}

/** The Duration of each completed row of the table (open sessions show N/A and add nothing). */
async function tableDurations(page: Page): Promise<number[]> {
  const table = page.getByRole('table', { name: 'Time entries' });
  const headers = await table.locator('thead th').allTextContents();
  const column = headers.indexOf('Duration');
  expect(column).toBeGreaterThanOrEqual(0);
  const cells = await table
    .locator('tbody tr')
    .locator(`td:nth-child(${String(column + 1)})`)
    .allTextContents();
  return cells.filter((text) => text !== 'N/A').map(minutesOf);
}

async function useDarkTheme(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
  });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
}

test('the admin report total is the sum of its rows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin');
  await openReport(page);
  // The rows and the totals are read one after the other: both from the month's answer, drawn.
  const monthAnswer = page.waitForResponse(
    (response) => response.url().includes('/api/time-clock/all') && response.ok(),
  );
  await page.getByRole('button', { name: 'This month' }).click();
  await monthAnswer;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const rows = await tableDurations(page);
  expect(rows.length).toBeGreaterThan(0);
  const sum = rows.reduce((total, minutes) => total + minutes, 0);
  expect(minutesOf(await page.getByTestId('summary-total').innerText())).toBe(sum);
  expect(minutesOf(await page.getByTestId('subtotals-total').innerText())).toBe(sum);
  // The chart's bars say their hours: one label per technician in the subtotals with paid time (a
  // technician whose only session is still open, clocked in by another journey on this server, has a
  // row of 0m and no bar to label).
  const technicians = await page
    .getByRole('table', { name: 'Subtotals per technician' })
    .locator('tbody tr')
    .filter({ hasNot: page.locator('[data-testid="subtotal-paid"]', { hasText: /^0m$/ }) })
    .count();
  await expect(page.locator('.recharts-label-list text')).toHaveCount(technicians);
  await expect(page.locator('.recharts-bar-rectangle path')).toHaveCount(technicians);
  await screenshot(page, { path: `${SHOTS}/admin-1280-light.png`, fullPage: true });
  await useDarkTheme(page);
  await openReport(page);
  await screenshot(page, { path: `${SHOTS}/admin-1280-dark.png`, fullPage: true });
});

test('a manager sees only their store, and on a phone each row is a card with Duration', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'manager');
  await openReport(page);
  await page.getByRole('button', { name: 'This month' }).click();
  await expect(page.getByRole('table', { name: 'Time entries' })).toBeVisible();
  // The store filter offers only the stores of the rows the server answered: Downtown, and the
  // other stores where Downtown's own technician worked on tickets (decision 030).
  const stores = await page.getByLabel('Store').locator('option').allTextContents();
  expect(stores).toContain(MANAGER_STORE);
  await screenshot(page, { path: `${SHOTS}/manager-1280-light.png`, fullPage: true });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('table', { name: 'Time entries' })).toBeHidden();
  const cards = page.getByRole('list', { name: 'Time entries' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    await expect(card.getByLabel('Duration')).toBeVisible();
    // Decision 030: a manager's report holds sessions on their store's tickets, every session of
    // technicians whose home store is theirs (the demo's Tony Reyes), and their own; never, say,
    // Maria's (home store Mall Location) work at another store.
    const name = (await card.locator('span').first().innerText()).trim();
    const storeLabel = card.locator('dt', { hasText: 'Store' });
    const store =
      (await storeLabel.count()) > 0
        ? (await storeLabel.locator('xpath=following-sibling::dd[1]').innerText()).trim()
        : null;
    expect(
      store === MANAGER_STORE || DOWNTOWN_PEOPLE.includes(name),
      `${name} @ ${store ?? 'no store'} is not Downtown's work`,
    ).toBe(true);
  }
  // Nothing spills sideways on a phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, { path: `${SHOTS}/manager-375-light.png`, fullPage: true });
  await useDarkTheme(page);
  await openReport(page);
  await screenshot(page, { path: `${SHOTS}/manager-375-dark.png`, fullPage: true });
});
